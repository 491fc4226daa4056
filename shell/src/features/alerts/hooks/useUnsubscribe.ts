import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { unsubscribeFromAlerts } from '../api/alerts-api';

/** Sends the mailed link's token once when the page opens (null: nothing is sent). */
export function useUnsubscribe(token: string | null) {
  const unsubscribe = useMutation({ mutationFn: unsubscribeFromAlerts });
  const sent = useRef(false);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);
  return unsubscribe;
}
