import { startRouteRemote } from './remotes/start-route-remote';

// Async boundary: shared modules (react, ...) are negotiated by the federation runtime before the
// app's own code runs.
import('./bootstrap');
startRouteRemote(window.location.pathname);
