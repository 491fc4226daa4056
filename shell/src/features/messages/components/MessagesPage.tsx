import { API } from '@rl/contracts';
import { Container, gridGap, Skeleton, surfacePanel, type ToastInput, useAccessGuard, useLeadEvents } from '@rl/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RouteLoading } from '../../../shared/ui/RouteLoading';
import { fetchMyThreads, messagesKeys } from '../api/messages-api';
import { ThreadScreen } from './ThreadScreen';
import { PAGES } from '@rl/contracts/pages';

const SIGNED_OUT: ToastInput = { title: 'Unauthorized', description: 'Sign in to read your messages.', variant: 'destructive' };

/** /account/messages and /account/messages/:id: the signed-in buyer's conversations with the sales team. */
export default function MessagesPage() {
  const access = useAccessGuard('signedIn', SIGNED_OUT);
  const { id } = useParams();
  if (access !== 'allowed') return <RouteLoading />;
  return id && /^\d+$/.test(id) ? <ThreadScreen thread={{ kind: 'mine', id: Number(id) }} /> : <ThreadList />;
}

function ThreadList() {
  const client = useQueryClient();
  const threads = useQuery({ queryKey: messagesKeys.list(), queryFn: fetchMyThreads, refetchInterval: 60_000 });
  useLeadEvents(API.myEvents, () => void client.invalidateQueries({ queryKey: messagesKeys.list() }));
  return (
    <Container>
      <Page>
        <h1>My messages</h1>
        {threads.isLoading ? (
          <Skeleton $height="120px" />
        ) : threads.isError ? (
          <p role="alert">Your messages could not be loaded. Try again in a moment.</p>
        ) : threads.data?.threads.length === 0 ? (
          <p>No conversations yet. Ask about a car from its page and our sales team answers here.</p>
        ) : (
          <ul>
            {threads.data?.threads.map((t) => (
              <li key={t.id}>
                <Link to={PAGES.myThread(t.id)}>
                  <strong>{t.vehicle?.title ?? t.subject}</strong>
                  <span>{t.lastMessage.author === 'buyer' ? 'You: ' : `${t.associateName ?? 'Sales team'}: `}{t.lastMessage.body}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Page>
    </Container>
  );
}

const Page = styled.div`
  ${gridGap(16)}
  max-width: 760px;
  padding: 32px 0 64px;
  h1 { font-size: 1.5rem; }
  ul { display: grid; gap: 10px; margin: 0; padding: 0; list-style: none; }
  a {
    ${gridGap(4)}
    padding: 14px;
    ${surfacePanel}
    color: inherit;
    text-decoration: none;
  }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;
