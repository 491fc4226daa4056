import { z } from 'zod';

/**
 * Env value naming another service: one base URL, or one per replica separated by commas
 * (`http://127.0.0.1:4101,http://127.0.0.1:4102`); serviceFetch balances over them.
 */
export function serviceUrls(variable: string) {
  return z.string().refine(
    (v) => v.split(',').every((u) => z.url({ protocol: /^https?$/ }).safeParse(u.trim()).success),
    `${variable} must be an http(s) URL, or several separated by commas`,
  );
}
