// useFirstScreenAnswer: under the gateway's picture of a screen, the screen's first render already has its
// answer (no loading render followed by a blocking re-render when the answer lands); without the picture
// the screen renders its loading state as before.
import { FIRST_SCREEN } from '@rl/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createQueryClient, useFirstScreenAnswer } from '../src';

let key = 0;

async function setup(answer: () => Promise<unknown>) {
  const renders: string[] = [];
  const KEY = ['/api/vehicles', ++key];
  function Screen() {
    const asked = useFirstScreenAnswer(KEY, answer);
    const query = useQuery({ queryKey: KEY, queryFn: answer, retryOnMount: !asked });
    const shown = query.isPending ? 'loading' : query.isError ? `error: ${query.error.message}` : `answer: ${String(query.data)}`;
    renders.push(shown);
    return <p>{shown}</p>;
  }
  // React retries a suspended screen from its act queue in tests: render and wait inside act
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={<p>fallback</p>}>
          <Screen />
        </Suspense>
      </QueryClientProvider>,
      // React recovering from an inconsistent replay renders the whole root again, blocking
      { onRecoverableError: (error) => recovered.push(error) },
    );
  });
  return renders;
}

const later = <T,>(value: T, fail = false) =>
  new Promise<T>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), 10));
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

let recovered: unknown[] = [];
beforeEach(() => {
  recovered = [];
});
afterEach(() => {
  expect(recovered).toEqual([]);
  document.getElementById(FIRST_SCREEN.elementId)?.remove();
});

test.each([
  ['the screen never renders without its answer, and asks once', () => later('2021 Porsche 911'), 'answer: 2021 Porsche 911'],
  ["a failed answer is the screen's to show (not thrown to an error boundary)", () => later('503: Service Unavailable', true), 'error: 503: Service Unavailable'],
])('under the picture: %s', async (_case, answered, shown) => {
  document.body.insertAdjacentHTML('afterbegin', `<div id="${FIRST_SCREEN.elementId}"></div>`);
  const answer = jest.fn(answered);
  const renders = await setup(answer);
  await settle();
  expect(screen.getByText(shown)).toBeTruthy();
  expect(renders.every((r) => r === shown)).toBe(true);
  expect(answer).toHaveBeenCalledTimes(1);
});

test('without the picture: the screen renders its loading state first, as any screen does', async () => {
  const renders = await setup(() => later('2021 Porsche 911'));
  expect(screen.getByText('loading')).toBeTruthy();
  await settle();
  expect(screen.getByText('answer: 2021 Porsche 911')).toBeTruthy();
  expect(renders[0]).toBe('loading');
});
