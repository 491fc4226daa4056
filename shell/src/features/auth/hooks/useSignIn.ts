import type { LoginBody, SignInChallenge, User } from '@rl/contracts';
import { describeError, toast, useSessionStore } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignInTarget } from './useSignInTarget';
import { isChallenge, login } from '../api/login';

/**
 * Login: user stored at once (spec §4), notice, go home; a failure is a destructive notice. When the password
 * is right but a second step is needed, `challenge` says which, and `finish` ends the sign-in with the user.
 */
export function useSignIn() {
  const navigate = useNavigate();
  // back to the page the visitor was sent away from, if any
  const { next } = useSignInTarget();
  const signIn = useSessionStore((s) => s.signIn);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const finish = (user: User) => {
    signIn(user);
    toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
    navigate(next ?? '/', { replace: true });
  };
  const mutation = useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (answer) => (isChallenge(answer) ? setChallenge(answer) : finish(answer)),
    onError: (error) => {
      toast({ title: 'Sign in failed', description: describeError(error), variant: 'destructive' });
    },
  });
  return Object.assign(mutation, { challenge, finish, restart: () => setChallenge(null) });
}
