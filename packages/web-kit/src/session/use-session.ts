import type { User } from '@rl/contracts';
import { useSessionStore, type SessionStatus } from './session-store';

export interface Session {
  status: SessionStatus;
  user: User | null;
  isSignedIn: boolean;
  isAdmin: boolean;
}

/** The session as screens read it. */
export function useSession(): Session {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  return { status, user, isSignedIn: status === 'signedIn', isAdmin: status === 'signedIn' && user?.role === 'admin' };
}
