/** What this file needs of a contracts (zod) schema. */
interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  /** zod's type carrier: lets `T` be inferred from the schema */
  readonly _output: T;
}

/**
 * The server answered 2xx with something this screen cannot read (not JSON, or not the contract's shape).
 * Queries turn it into their error state with Try again instead of rendering bad data (or crashing).
 */
export class MalformedAnswerError extends Error {
  constructor(
    readonly endpoint: string,
    /** the first problems found, for the console: never shown to the admin */
    readonly problems: string[],
  ) {
    super('The server sent an answer this page could not read. Try again in a moment.');
    this.name = 'MalformedAnswerError';
  }
}

/**
 * Checks `data` against a contracts schema and answers it typed (as sent: unknown extra fields are kept),
 * or throws MalformedAnswerError.
 */
export function checkedAnswer<T>(schema: AnswerSchema<T>, endpoint: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(answer)'}: ${i.message}`);
    console.warn(`Malformed answer from ${endpoint}`, problems);
    throw new MalformedAnswerError(endpoint, problems);
  }
  return data as T;
}

/** JSON.parse of an answer's text ('' reads as null); text that is not JSON is a malformed answer. */
export function parseAnswerText(endpoint: string, text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedAnswerError(endpoint, ['not JSON']);
  }
}
