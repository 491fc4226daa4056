import { REAUTHENTICATION } from '@rl/contracts';
import { create } from 'zustand';

interface ReauthState {
  /** set while the password dialog is open: settles every request waiting on it */
  settle: ((confirmed: boolean) => void) | null;
}

/** One store for the page (web-kit is a federation singleton): the shell's ReauthDialog reads it. */
export const useReauthStore = create<ReauthState>()(() => ({ settle: null }));

let waiting: Promise<boolean> | null = null;

/**
 * Opens the password dialog (or joins the one already open); resolves true once the password was confirmed,
 * false when the person cancelled.
 */
export function askForPassword(): Promise<boolean> {
  waiting ??= new Promise<boolean>((resolve) => {
    useReauthStore.setState({
      settle: (confirmed) => {
        waiting = null;
        useReauthStore.setState({ settle: null });
        resolve(confirmed);
      },
    });
  });
  return waiting;
}

/** True for the API's answer to an action that needs a recent sign-in. */
export function asksForReauthentication(status: number, bodyText: string): boolean {
  if (status !== 403) return false;
  try {
    return (JSON.parse(bodyText) as { error?: unknown }).error === REAUTHENTICATION.error;
  } catch {
    return false;
  }
}
