import type { RegisterBody } from '@rl/contracts';
import { SITE, describeError, toast, useSessionStore } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSignInTarget } from './useSignInTarget';
import { register } from '../api/register';

/** Register: the new user is signed in at once, welcomed, and taken home. */
export function useCreateAccount() {
  const navigate = useNavigate();
  // back to the page the visitor was sent away from, if any
  const { next } = useSignInTarget();
  const signIn = useSessionStore((s) => s.signIn);
  return useMutation({
    mutationFn: (body: RegisterBody) => register(body),
    onSuccess: (user) => {
      signIn(user);
      const greeting = user.firstName ? `Welcome to ${SITE.name}, ${user.firstName}!` : `Welcome to ${SITE.name}!`;
      toast({ title: 'Account created!', description: `${greeting} You can now list your car for sale.` });
      navigate(next ?? '/', { replace: true });
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: describeError(error), variant: 'destructive' });
    },
  });
}
