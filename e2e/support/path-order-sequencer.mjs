// jest testSequencer of the runs whose browser files share one platform (scripts/test.mjs): the files in the order
// of their paths, every time (jest's own order follows the durations of earlier runs), so that each file meets
// the shared platform's data as the files before it left it, the same on every machine and every run.
export default class PathOrderSequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }

  cacheResults() {}
}
