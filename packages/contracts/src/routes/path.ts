/**
 * A route is written once, as its server template (`/api/vehicles/:id`); the path a client calls is made
 * from that template (`API.vehicle(7)` -> `/api/vehicles/7`), every parameter URI-encoded.
 */

/** The parameter names of a template, in order: `'/a/:id/b/:vin'` -> `['id', 'vin']`. */
type Params<T extends string> = T extends `${string}:${infer P}/${infer Rest}`
  ? [P, ...Params<`/${Rest}`>]
  : T extends `${string}:${infer P}`
    ? [P]
    : [];

type ParamValues<P extends unknown[]> = { [K in keyof P]: string | number };

/** A template without parameters is its own path; one with parameters becomes a function of them. */
export type PathOf<T extends string> = Params<T> extends [] ? T : (...values: ParamValues<Params<T>>) => string;
export type PathsOf<R extends Record<string, string>> = { readonly [K in keyof R]: PathOf<R[K]> };

const PARAM = /:([A-Za-z][A-Za-z0-9]*)/g;

/** The path of a template with these values. */
export function fillPath(template: string, values: readonly (string | number)[]): string {
  let i = 0;
  const path = template.replace(PARAM, (_, name: string) => {
    if (i >= values.length) throw new Error(`route ${template}: no value for :${name}`);
    return encodeURIComponent(String(values[i++]));
  });
  if (i !== values.length) throw new Error(`route ${template}: ${values.length} values for ${i} parameters`);
  return path;
}

export function pathsOf<R extends Record<string, string>>(templates: R): PathsOf<R> {
  const paths: Record<string, unknown> = {};
  for (const [key, template] of Object.entries(templates)) {
    paths[key] = template.match(PARAM) ? (...values: (string | number)[]) => fillPath(template, values) : template;
  }
  return paths as PathsOf<R>;
}

/** The fixed part of a template before its first parameter: `/vehicles/:id` -> `/vehicles/` (prefix matches). */
export function pathPrefix(template: string): string {
  const at = template.indexOf(':');
  if (at < 0) throw new Error(`route ${template} has no parameter`);
  return template.slice(0, at);
}

/** The OpenAPI spelling of a template: `/api/vehicles/:id` -> `/api/vehicles/{id}`. */
export const openApiPath = (template: string) => template.replace(PARAM, '{$1}');
