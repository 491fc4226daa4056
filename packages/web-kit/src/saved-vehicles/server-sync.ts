import { useSessionStore, type SessionState } from '../session/session-store';
import { onSavedVehicleEdit, readSavedVehicleIds, writeSavedVehicleIds, type SavedVehicleEdit } from './saved-vehicles';
import { deleteServerSavedVehicle, mergeServerSavedVehicles, putServerSavedVehicle } from './saved-vehicles-api';

/**
 * Keeps a signed-in user's saved vehicles on the server as well (so price-drop alerts can be sent),
 * while the browser's list stays what every screen reads:
 * - when the session becomes signed in (a sign-in, or a page opened with a session), the local list
 *   is merged with the server's and the union is kept in both places;
 * - while signed in, every save and removal is also sent to the server;
 * - visitors stay local only, and a failed call never changes the local list (the next merge at
 *   sign-in sends what was missed);
 * - signing out empties this browser's list: it is kept with the account, and whoever signs in next on
 *   this browser must not get it merged into theirs.
 */
let running: { stop: () => void } | null = null;

export function startSavedVehiclesSync(): () => void {
  if (running) return running.stop;
  let mergedFor: string | null = null;

  const onSession = (state: SessionState) => {
    const userId = state.status === 'signedIn' ? (state.user?.id ?? null) : null;
    if (userId !== null && userId !== mergedFor) void mergeWithServer();
    if (mergedFor !== null && state.status === 'signedOut') writeSavedVehicleIds([]);
    mergedFor = userId;
  };
  const stopSession = useSessionStore.subscribe(onSession);
  const stopEdits = onSavedVehicleEdit(pushEdit);
  onSession(useSessionStore.getState());

  const stop = () => {
    stopSession();
    stopEdits();
    running = null;
  };
  running = { stop };
  return stop;
}

const isSignedIn = () => useSessionStore.getState().status === 'signedIn';

function pushEdit({ id, saved }: SavedVehicleEdit) {
  if (!isSignedIn()) return;
  const call = saved ? putServerSavedVehicle(id) : deleteServerSavedVehicle(id);
  call.catch(() => {
    // the local list already holds the user's choice; the next sign-in merges a missed save
  });
}

async function mergeWithServer(): Promise<void> {
  const sent = readSavedVehicleIds();
  let union: number[];
  try {
    union = await mergeServerSavedVehicles(sent);
  } catch {
    return; // the local list stays as it is
  }
  // saves and removals made while the merge was on its way win over its answer
  const now = readSavedVehicleIds();
  const removedMeanwhile = sent.filter((id) => !now.includes(id));
  const fromServer = union.filter((id) => !now.includes(id) && !removedMeanwhile.includes(id));
  if (fromServer.length > 0) writeSavedVehicleIds([...now, ...fromServer]);
  // a removal may have reached the server before the merge added the id back
  for (const id of removedMeanwhile) pushEdit({ id, saved: false });
}
