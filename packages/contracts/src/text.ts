/**
 * Control characters in text a person typed are never intended: in a name or an email they break logs and
 * headers (header injection), and PostgreSQL text cannot hold NUL at all. Single-line fields refuse every
 * control character.
 */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;

export const singleLine = (label: string) =>
  [(s: string) => !SINGLE_LINE_CONTROL.test(s), { message: `${label} must not contain control characters` }] as const;

/** Text of several lines (a message): line breaks and tabs are fine, every other control character is refused. */
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const multiLine = (label: string) =>
  [(s: string) => !MULTI_LINE_CONTROL.test(s), { message: `${label} must not contain control characters` }] as const;
