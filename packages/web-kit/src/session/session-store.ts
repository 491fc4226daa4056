import type { User } from '@rl/contracts';
import { create } from 'zustand';
import { fetchCurrentUser } from './fetch-current-user';

/** Session states of spec §4. */
export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /**
   * Asks the API who is signed in; any failure counts as signed out. With `settleAfter`, the answer is
   * stored only once that promise has settled (the app's first render: see the shell's bootstrap).
   */
  load: (settleAfter?: Promise<unknown>) => Promise<void>;
  /** After a successful login or register: the answer's user is stored at once. */
  signIn: (user: User) => void;
  /** After logout. */
  signOut: () => void;
}

let inFlight: Promise<void> | null = null;

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  load: (settleAfter) => {
    inFlight ??= fetchCurrentUser()
      // 'Failed to fetch user' and network errors are swallowed (spec §8).
      .catch(() => null)
      .then(async (user) => {
        await settleAfter?.catch(() => undefined);
        set(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
  signIn: (user) => set({ status: 'signedIn', user }),
  signOut: () => set({ status: 'signedOut', user: null }),
}));
