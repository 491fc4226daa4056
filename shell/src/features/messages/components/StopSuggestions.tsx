import { API } from '@rl/contracts';
import { apiJson, Button, describeError, wrapRow } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';

/**
 * The "car sold" mail's "no more suggestions" link opens the conversation with `&suggestions=stop`: one
 * click (not the page load: mail scanners open links) stops the similar-car suggestions to this address.
 */
export function StopSuggestions({ token }: { token: string }) {
  const [state, setState] = useState<'ask' | 'busy' | 'done'>('ask');
  const [error, setError] = useState<string | null>(null);
  const stop = () => {
    setState('busy');
    apiJson('POST', API.stopSuggestions, { token }).then(() => setState('done'), (err: unknown) => { setError(describeError(err)); setState('ask'); });
  };
  return (
    <Box role="status">
      {state === 'done' ? <p>Done: we will not send you suggestions of similar cars any more.</p> : (
        <>
          <p>No more suggestions of similar cars from us?</p>
          <Button type="button" $size="sm" $variant="outline" disabled={state === 'busy'} onClick={stop}>Stop suggestions</Button>
          {error && <em>{error}</em>}
        </>
      )}
    </Box>
  );
}

const Box = styled.div`
  ${wrapRow}
  gap: 8px 12px;
  max-width: 720px;
  margin: 16px auto 0;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.9rem;
  em { color: ${({ theme }) => theme.colors.danger}; font-style: normal; }
`;
