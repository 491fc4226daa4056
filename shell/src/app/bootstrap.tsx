import { startSavedVehiclesSync, useSessionStore } from '@rl/web-kit';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

let firstCommitDone!: () => void;
const firstCommit = new Promise<void>((resolve) => {
  firstCommitDone = resolve;
});

function FirstCommit() {
  useEffect(() => firstCommitDone(), []);
  return null;
}

// Ask who is signed in while React renders the first frame (session state 'unknown' meanwhile). The
// answer is stored once that frame is on screen: a store that changes under a non-blocking render makes
// React redo the whole tree in one blocking task.
void useSessionStore.getState().load(firstCommit);
// A signed-in user's saved vehicles are merged with the server's list and kept in step from then on.
startSavedVehiclesSync();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function renderApp() {
  // The app's modules (router, screens, styles) are evaluated in a task of their own, after react-dom's:
  // on a phone, one task evaluating all of them keeps the main thread for a few hundred milliseconds.
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  // The first frame is rendered in a transition, so React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <FirstCommit />
      </StrictMode>,
    );
  });
}

void renderApp();
