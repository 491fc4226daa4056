import { inspect, isDeepStrictEqual } from 'node:util';
import type { Locator, Page } from 'playwright-core';

// Web-first assertions for playwright-core (which has no `expect` of its own): every check reads the
// page again until it holds or the time is up, so a busy machine makes a test slower, never red.
// Nothing here sleeps for a fixed time before reading.

const WAIT_MS = 20_000;
const POLL_MS = 100;

/**
 * Reads until `accept` holds and answers that value. A read that throws (an element not there yet, a
 * page navigating away under `evaluate`) counts as "not yet". Fails naming `what` and the last value.
 */
export async function waitUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: { value: T } | { error: unknown } | undefined;
  for (;;) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() > deadline) {
      const seen = !last ? 'nothing' : 'value' in last ? inspect(last.value, { depth: 4 }) : `an error: ${String((last.error as Error)?.message ?? last.error)}`;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last saw ${seen}`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Waits until `read` answers a value deeply equal to `expected`. */
export function eventuallyEqual<T>(read: () => Promise<T>, expected: T, what: string, timeoutMs = WAIT_MS): Promise<T> {
  return waitUntil(read, (value) => isDeepStrictEqual(value, expected), `${what} to be ${inspect(expected)}`, timeoutMs);
}

/** Waits until `read` answers a string matching `pattern` (trimmed). */
export function eventuallyMatch(read: () => Promise<string | null>, pattern: RegExp, what: string, timeoutMs = WAIT_MS): Promise<string | null> {
  return waitUntil(async () => (await read())?.trim() ?? null, (value) => value !== null && pattern.test(value), `${what} to match ${pattern}`, timeoutMs);
}

/** The text of a locator, once it equals `expected` (trimmed). */
export function expectText(locator: Locator, expected: string | RegExp, timeoutMs = WAIT_MS): Promise<string | null> {
  const pattern = typeof expected === 'string' ? new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : expected;
  return eventuallyMatch(() => locator.textContent({ timeout: timeoutMs }), pattern, `the text of ${locator}`, timeoutMs);
}

/** The document title, once the route has set it. */
export async function expectTitle(page: Page, title: string, timeoutMs = WAIT_MS): Promise<void> {
  await eventuallyEqual(() => page.title(), title, 'the document title', timeoutMs);
}

/** How many elements the locator matches, once it is `count`. */
export async function expectCount(locator: Locator, count: number, timeoutMs = WAIT_MS): Promise<void> {
  await eventuallyEqual(() => locator.count(), count, `the number of ${locator}`, timeoutMs);
}

/** An attribute of the first match, once it equals `expected` (or matches it). */
export async function expectAttribute(locator: Locator, name: string, expected: string | RegExp, timeoutMs = WAIT_MS): Promise<void> {
  const read = () => locator.first().getAttribute(name, { timeout: timeoutMs });
  if (typeof expected === 'string') await eventuallyEqual(read, expected, `${name} of ${locator}`, timeoutMs);
  else await eventuallyMatch(read, expected, `${name} of ${locator}`, timeoutMs);
}

/** A form control's value, once it is `value` (auto-filled fields change on their own). */
export async function expectValue(control: Locator, value: string, timeoutMs = WAIT_MS): Promise<void> {
  await eventuallyEqual(() => control.inputValue({ timeout: timeoutMs }), value, `the value of ${control}`, timeoutMs);
}

/** A checkbox's state, once it is `checked`. */
export async function expectChecked(control: Locator, checked: boolean, timeoutMs = WAIT_MS): Promise<void> {
  await eventuallyEqual(() => control.isChecked({ timeout: timeoutMs }), checked, `${control} checked`, timeoutMs);
}

export async function visible(locator: Locator, timeoutMs = WAIT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: timeoutMs });
}

export async function hidden(locator: Locator, timeoutMs = WAIT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout: timeoutMs });
}

/**
 * For "nothing changes" promises (a paused carousel, reduced motion): reads for `forMs` and fails at the
 * first read that differs from `expected`. The only check here that takes a fixed time, because the
 * absence of a change can only be seen over a span of time.
 */
export async function staysEqual<T>(read: () => Promise<T>, expected: T, forMs: number, what: string): Promise<void> {
  const end = Date.now() + forMs;
  while (Date.now() < end) {
    const value = await read();
    if (!isDeepStrictEqual(value, expected)) throw new Error(`${what} changed from ${inspect(expected)} to ${inspect(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
