import { useSessionStore } from '@rl/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// Ask who is signed in while React renders the first frame (session state 'unknown' meanwhile).
void useSessionStore.getState().load();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
