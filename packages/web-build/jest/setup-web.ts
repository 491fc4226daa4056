// jsdom gaps the browser code relies on.
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not implement scrolling; the shell scrolls to top on every route change.
window.scrollTo = () => {};
