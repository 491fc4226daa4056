import type { LoginBody } from '@rl/contracts';
import { describeError, toast, useSessionStore } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSignInTarget } from './useSignInTarget';
import { login } from '../api/login';

/** Login: user stored at once (spec §4), notice, go home; a failure is a destructive notice. */
export function useSignIn() {
  const navigate = useNavigate();
  // back to the page the visitor was sent away from, if any
  const { next } = useSignInTarget();
  const signIn = useSessionStore((s) => s.signIn);
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (user) => {
      signIn(user);
      toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
      navigate(next ?? '/', { replace: true });
    },
    onError: (error) => {
      toast({ title: 'Sign in failed', description: describeError(error), variant: 'destructive' });
    },
  });
}
