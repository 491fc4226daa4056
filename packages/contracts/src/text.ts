/**
 * Control characters in text a person typed are never intended: in a name or an email they break logs and
 * headers (header injection), and PostgreSQL text cannot hold NUL at all. Single-line fields refuse every
 * control character.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;

export const singleLine = (label: string) =>
  [(s: string) => !SINGLE_LINE_CONTROL.test(s), { message: `${label} must not contain control characters` }] as const;
