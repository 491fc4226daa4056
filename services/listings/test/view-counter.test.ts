import { createLogger } from '@rl/service-kit';
import { ViewCounter } from '../src/vehicles/view-counter.js';
import type { VehiclesStore } from '../src/vehicles/vehicles.store.js';

// The views a detail page shows are the row's plus those counted here and not written yet. While a batch is
// being written it is in neither the row nor the counter's pending views: counted as unwritten until its write
// ends, a view answered meanwhile never shows fewer than the one before it (CI saw 3 views go missing under load).

function counterWithSlowWrites() {
  const writes: { ids: readonly number[]; counts: readonly number[]; done: () => void; fail: (err: Error) => void }[] = [];
  const store = {
    addViews: (ids: readonly number[], counts: readonly number[]) =>
      new Promise<void>((done, fail) => { writes.push({ ids, counts, done, fail }); }),
  } as unknown as VehiclesStore;
  return { counter: new ViewCounter(store, createLogger('test', 'silent')), writes };
}

test('views being written still count as unwritten, and stop counting in the same step as onWritten reports them', async () => {
  const { counter, writes } = counterWithSlowWrites();
  const reported: number[] = [];
  counter.onWritten = (written) => { reported.push(written.get(7) ?? 0); };
  for (let i = 0; i < 3; i++) counter.add(7);
  const flushed = counter.flush();
  expect(writes).toHaveLength(1);
  counter.add(7);
  expect(counter.unwritten(7)).toBe(4);
  writes[0]!.done();
  await flushed;
  expect(reported).toEqual([3]);
  expect(counter.unwritten(7)).toBe(1);
});

test('a failed write keeps its views as unwritten for the next attempt, never counting them twice', async () => {
  const { counter, writes } = counterWithSlowWrites();
  for (let i = 0; i < 3; i++) counter.add(7);
  const flushed = counter.flush();
  counter.add(7);
  writes[0]!.fail(new Error('database down'));
  await flushed;
  expect(counter.unwritten(7)).toBe(4);
  const again = counter.flush();
  expect(writes[1]).toMatchObject({ ids: [7], counts: [4] });
  writes[1]!.done();
  await again;
  expect(counter.unwritten(7)).toBe(0);
});
