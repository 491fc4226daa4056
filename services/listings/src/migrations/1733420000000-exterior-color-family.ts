import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';

/**
 * Words that clearly name a colour family (English, Italian, French, German, Spanish and the common paint
 * words), as the search's filter list stood when exterior colours became families. Fixed here: the
 * mapping of the rows of that day, not the list of tomorrow. First match wins, in this order.
 */
const FAMILY_WORDS: readonly (readonly [family: string, words: string])[] = [
  ['Black', 'black|nero|noir|schwarz|negro|preto|onyx|obsidian|ebony|jet'],
  ['White', 'white|bianco|blanc|blanche|weiss|weiß|blanco|branco|alpine|chalk'],
  ['Silver', 'silver|argento|argent|silber|plata|prata|platinum'],
  ['Gray', 'gray|grey|grigio|gris|grau|graphite|gunmetal|charcoal|slate'],
  ['Red', 'red|rosso|rouge|rot|rojo|vermelho|crimson|scarlet|burgundy|maroon|ruby'],
  ['Blue', 'blue|blu|bleu|blau|azul|azzurro|navy|cobalt|sapphire'],
  ['Green', 'green|verde|vert|grün|gruen|emerald|olive'],
  ['Brown', 'brown|marrone|marron|brun|braun|marrón|bronze|mocha|chocolate|espresso'],
  ['Beige', 'beige|tan|champagne|cream|sand'],
];

/** SQL: the family a free-text colour expression names, else 'Other'. */
const familyOf = (expr: string) =>
  `CASE ${FAMILY_WORDS.map(([family, words]) => `WHEN ${expr} ~* '\\m(${words})\\M' THEN '${family}'`).join(' ')} ELSE 'Other' END`;

/** The colour as the list spells it when it is a family already ("grey" = Gray), else null. */
const exactFamilyOf = (expr: string) =>
  `CASE lower(btrim(${expr})) ${FAMILY_WORDS.map(([f]) => `WHEN '${f.toLowerCase()}' THEN '${f}'`).join(' ')} WHEN 'grey' THEN 'Gray' WHEN 'other' THEN 'Other' END`;

/**
 * Exterior colour as a family of the search's colour filter (Blue, Red, …, Other) with the manufacturer's
 * name for the paint beside it (`exterior_color_name`, "Blu Emozione"). Existing free-text colours go to
 * the family their words clearly name, else Other, and the old text stays as the manufacturer's name;
 * waiting revisions' proposals are mapped the same way. The `facets` column is generated from
 * `exterior_color`, so the filter codes follow by themselves.
 */
export class ExteriorColorFamily1733420000000 implements MigrationInterface {
  name = 'ExteriorColorFamily1733420000000';

  async up(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" ADD COLUMN "exterior_color_name" varchar(40)`);
    // a data fix, not the seller's edit: no 'edited' step in the listings' decision logs
    await q.query(`ALTER TABLE ${s}."vehicles" DISABLE TRIGGER "vehicles_listing_events"`);
    await q.query(`UPDATE ${s}."vehicles" SET
        "exterior_color_name" = CASE WHEN ${exactFamilyOf('"exterior_color"')} IS NULL THEN btrim("exterior_color") END,
        "exterior_color" = coalesce(${exactFamilyOf('"exterior_color"')}, ${familyOf('"exterior_color"')})
      WHERE "exterior_color" IS DISTINCT FROM ${exactFamilyOf('"exterior_color"')}`);
    await q.query(`ALTER TABLE ${s}."vehicles" ENABLE TRIGGER "vehicles_listing_events"`);
    const old = `("proposed" ->> 'exteriorColor')`;
    await q.query(`UPDATE ${s}."vehicle_revisions" SET "proposed" = "proposed"
        || jsonb_build_object('exteriorColor', coalesce(${exactFamilyOf(old)}, ${familyOf(old)}))
        || jsonb_build_object('exteriorColorName', CASE WHEN ${exactFamilyOf(old)} IS NULL THEN btrim(${old}) END)
      WHERE "status" = 'pending' AND NOT ("proposed" ? 'exteriorColorName')`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = migrationSchema(q);
    await q.query(`ALTER TABLE ${s}."vehicles" DISABLE TRIGGER "vehicles_listing_events"`);
    await q.query(`UPDATE ${s}."vehicles" SET "exterior_color" = "exterior_color_name" WHERE "exterior_color_name" IS NOT NULL`);
    await q.query(`ALTER TABLE ${s}."vehicles" ENABLE TRIGGER "vehicles_listing_events"`);
    await q.query(`UPDATE ${s}."vehicle_revisions" SET "proposed" = jsonb_set("proposed" - 'exteriorColorName', '{exteriorColor}', "proposed" -> 'exteriorColorName')
      WHERE "status" = 'pending' AND jsonb_typeof("proposed" -> 'exteriorColorName') = 'string'`);
    await q.query(`ALTER TABLE ${s}."vehicles" DROP COLUMN "exterior_color_name"`);
  }
}
