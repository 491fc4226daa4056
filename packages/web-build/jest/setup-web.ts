// jsdom gaps the browser code relies on.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// react-router reads TextEncoder at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the shell scrolls to top on every route change.
window.scrollTo = () => {};

// findBy*/waitFor poll for the state they check; lazy screens on a busy 2-core CI machine (two jest workers
// rendering at once) can take longer than testing-library's 1 s default to appear, so give them up to 10 s
// (a passing check returns at once; 60 result cards took over 5 s on a loaded machine).
configure({ asyncUtilTimeout: 10_000 });
