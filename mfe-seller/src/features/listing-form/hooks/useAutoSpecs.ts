import { useEffect, useRef } from 'react';
import { generateSpecs } from '../../../shared/api/enrichment-api';
import type { ListingFormValues } from '../model/form-values';
import { toStoredValue } from '../model/text-lists';

/** Spec §4/§9: specs 1 s after make, model, trim and year are all set; validation 100 ms after filling. */
const AUTO_SPECS_DELAY_MS = 1000;
const SPEC_VALIDATION_DELAY_MS = 100;
const SPEC_FIELDS = ['bodyType', 'fuelType', 'transmission', 'drivetrain'] as const;

/**
 * Auto specs for new listings: body type, fuel type, transmission and drivetrain from
 * POST specs/generate (lowercased, spaces to hyphens). A failure is only logged.
 */
export function useAutoSpecs({
  enabled,
  values,
  apply,
  validate,
}: {
  enabled: boolean;
  values: ListingFormValues;
  apply: (patch: Partial<ListingFormValues>) => void;
  validate: (fields: readonly string[]) => void;
}) {
  const callbacks = useRef({ apply, validate });
  callbacks.current = { apply, validate };
  const { make, model, trim, year } = values;

  useEffect(() => {
    const yearNumber = Number(year);
    if (!enabled || !make.trim() || !model.trim() || !trim.trim() || !Number.isInteger(yearNumber) || yearNumber <= 0) return;
    let cancelled = false;
    let validation: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(async () => {
      try {
        const specs = await generateSpecs({ make, model, year: yearNumber, trim });
        if (cancelled) return;
        callbacks.current.apply({
          bodyType: toStoredValue(specs.bodyType),
          fuelType: toStoredValue(specs.fuelType),
          transmission: toStoredValue(specs.transmission),
          drivetrain: toStoredValue(specs.drivetrain),
        });
        validation = setTimeout(() => callbacks.current.validate(SPEC_FIELDS), SPEC_VALIDATION_DELAY_MS);
      } catch (error) {
        console.warn('[seller] spec generation failed', error);
      }
    }, AUTO_SPECS_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(validation);
    };
  }, [enabled, make, model, trim, year]);
}
