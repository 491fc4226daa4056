import { useEffect, useRef } from 'react';

/**
 * Listens to a sales event stream (server-sent events, `lead` with `{ leadId }`): `onChange(leadId)` for
 * each change, and `onChange(null)` whenever the stream (re)opens, so a screen catches up on what it missed
 * while the connection was down. The browser reconnects by itself. Nothing happens without EventSource.
 */
export function useLeadEvents(url: string | null, onChange: (leadId: number | null) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    let opened = false;
    source.addEventListener('open', () => {
      // the first open follows the screen's own first read: only reconnections need a catch-up
      if (opened) latest.current(null);
      opened = true;
    });
    source.addEventListener('lead', (e) => {
      try {
        const { leadId } = JSON.parse((e as MessageEvent<string>).data) as { leadId?: unknown };
        if (typeof leadId === 'number') latest.current(leadId);
      } catch { /* not an event of ours */ }
    });
    return () => source.close();
  }, [url]);
}
