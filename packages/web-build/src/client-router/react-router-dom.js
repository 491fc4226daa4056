// The `react-router-dom` the shell provides: as the package's own entry, everything of the (shared)
// `react-router` plus the DOM RouterProvider (flushSync); HydratedRouter (framework mode) is left out.
export * from 'react-router';
export { RouterProvider } from '@rl/react-router-dom-export';
