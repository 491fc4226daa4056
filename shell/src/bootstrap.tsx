import { startSavedVehiclesSync, useSessionStore } from '@rl/web-kit';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// Ask who is signed in while React renders the first frame (session state 'unknown' meanwhile).
void useSessionStore.getState().load();
// A signed-in user's saved vehicles are merged with the server's list and kept in step from then on.
startSavedVehiclesSync();

// A transition render yields to the browser every few milliseconds: the first screen is built in short
// tasks instead of one long one that keeps a slow phone from answering taps (Total Blocking Time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
