import type { SessionInfo } from '@rl/contracts';
import { Button, gridGap, mutedText, spreadRow } from '@rl/web-kit';
import { formatDate } from '@rl/web-kit/vehicles';
import styled from 'styled-components';
import { useSessions } from '../hooks/useSessions';
import { Actions, Section, SectionHead } from './account-layout';

const ACTIVE_NOW_MS = 10 * 60_000;

function lastSeen(s: SessionInfo): string {
  if (s.current) return 'This device';
  return Date.now() - Date.parse(s.lastSeenAt) < ACTIVE_NOW_MS ? 'Active now' : `Last active ${formatDate(s.lastSeenAt)}`;
}

/** Where the user is signed in, with a way to sign out one device or every other one. */
export function SessionsSection() {
  const { list, endOne, endOthers } = useSessions();
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Section id="sessions" aria-labelledby="sessions-title">
      <SectionHead>
        <h2 id="sessions-title">Where you&apos;re signed in</h2>
        <p>Sign out any device you do not recognise, then change your password.</p>
      </SectionHead>
      {list.isPending ? (
        <p role="status">Loading your sessions...</p>
      ) : list.isError ? (
        <p role="alert">Your sessions could not be loaded. Please try again later.</p>
      ) : (
        <>
          <List aria-label="Your sessions">
            {sessions.map((s) => (
              <Row key={s.id} $current={s.current}>
                <div>
                  <strong>{s.browser}</strong>
                  <Meta>
                    {[s.address, s.signedInAt ? `signed in ${formatDate(s.signedInAt)}` : null].filter(Boolean).join(' · ')}
                  </Meta>
                  <Seen $current={s.current}>{lastSeen(s)}</Seen>
                </div>
                {!s.current && (
                  <Button
                    type="button"
                    $variant="outline"
                    disabled={endOne.isPending && endOne.variables === s.id}
                    onClick={() => endOne.mutate(s.id)}
                    aria-label={`Sign out ${s.browser}${s.address ? ` at ${s.address}` : ''}`}
                  >
                    Sign out
                  </Button>
                )}
              </Row>
            ))}
          </List>
          {others > 0 && (
            <Actions>
              <Button type="button" $variant="outline" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
                {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
              </Button>
            </Actions>
          )}
        </>
      )}
    </Section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${gridGap(10)}
  margin-bottom: 18px;
`;

const Row = styled.li<{ $current: boolean }>`
  ${spreadRow()}
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.gold : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  > div { min-width: 0; overflow-wrap: anywhere; }
`;

const Meta = styled.p`
  margin-top: 2px;
  ${mutedText('0.9rem')}
`;

const Seen = styled.p<{ $current: boolean }>`
  margin-top: 2px;
  font-size: 0.85rem;
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  color: ${({ theme, $current }) => ($current ? theme.colors.text : theme.colors.textMuted)};
`;
