import { startSavedVehiclesSync, useSessionStore } from '@rl/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// Ask who is signed in while React renders the first frame (session state 'unknown' meanwhile).
void useSessionStore.getState().load();
// A signed-in user's saved vehicles are merged with the server's list and kept in step from then on.
startSavedVehiclesSync();

// Not in a transition: react-query's stores (useSyncExternalStore) changing while a yielding render is in
// progress (an answer preloaded with the page arrives) make React redo the whole tree in one blocking task.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
