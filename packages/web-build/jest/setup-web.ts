// jsdom gaps the browser code relies on.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// react-router reads TextEncoder at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the shell scrolls to top on every route change.
window.scrollTo = () => {};

// findBy*/waitFor poll for the state they check; lazy screens on a busy 2-core CI machine can take longer
// than testing-library's 1 s default to appear, so give them up to 5 s (a passing check returns at once).
configure({ asyncUtilTimeout: 5000 });
