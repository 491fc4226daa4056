import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** Sends the mailed link's token once when the page opens (null: nothing is sent). */
export function useSendTokenOnce<T>(token: string | null, send: (token: string) => Promise<T>) {
  const request = useMutation({ mutationFn: send });
  const sent = useRef(false);
  const { mutate } = request;
  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);
  return request;
}
