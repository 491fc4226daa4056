import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { confirmStillAvailable } from '../api/still-available-api';

/** Sends the mailed link's token once when the page opens (null: nothing is sent). */
export function useStillAvailable(token: string | null) {
  const confirm = useMutation({ mutationFn: confirmStillAvailable });
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);
  return confirm;
}
