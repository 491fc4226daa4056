import { STAFF_ROLES, type User } from '@rl/contracts';
import { useSessionStore, type SessionStatus } from './session-store';

export interface Session {
  status: SessionStatus;
  user: User | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  /** associate, moderator or admin */
  isStaff: boolean;
}

/** The session as screens read it. */
export function useSession(): Session {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const signedIn = status === 'signedIn';
  return {
    status, user, isSignedIn: signedIn, isAdmin: signedIn && user?.role === 'admin',
    isStaff: signedIn && (STAFF_ROLES as readonly string[]).includes(user?.role ?? ''),
  };
}
