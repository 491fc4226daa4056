import { API } from '@rl/contracts';
import { Container, ConversationThread, gridGap, Skeleton, useLeadEvents } from '@rl/web-kit';
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { answerThread, eventsPath, fetchThread, messagesKeys, type ThreadRef } from '../api/messages-api';
import { PAGES } from '@rl/contracts/pages';

/** One conversation with the sales team, as the buyer sees it (signed in, or through the mail's link). */
export function ThreadScreen({ thread: ref }: { thread: ThreadRef }) {
  const client = useQueryClient();
  const thread = useQuery({ queryKey: messagesKeys.thread(ref), queryFn: () => fetchThread(ref), refetchInterval: 60_000 });
  // opening one's own thread reads its answers: the header's unread count follows
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (ref.kind === 'mine' && readAt) void client.invalidateQueries({ queryKey: [API.unread] });
  }, [client, readAt, ref.kind]);
  // the associate's answer appears without a reload
  useLeadEvents(eventsPath(ref), () => {
    void client.invalidateQueries({ queryKey: messagesKeys.thread(ref) });
  });
  const answer = useMutation({
    mutationFn: (body: string) => answerThread(ref, body),
    onSuccess: () => client.invalidateQueries({ queryKey: messagesKeys.thread(ref) }),
  });
  return (
    <Container>
      <Page>
        {ref.kind === 'mine' && <Link to={PAGES.myMessages}>← My messages</Link>}
        {thread.isLoading ? (
          <Skeleton $height="240px" />
        ) : thread.isError || !thread.data ? (
          <p role="alert">This conversation could not be opened. The link may be incomplete.</p>
        ) : (
          <>
            <header>
              <h1>{thread.data.vehicle ? thread.data.vehicle.title : thread.data.subject}</h1>
              <p>
                {thread.data.associateName ? `Your associate: ${thread.data.associateName}` : 'Our sales team answers you here and by mail.'}
                {thread.data.vehicle && <> · <Link to={PAGES.vehicle(thread.data.vehicle.id)}>See the car</Link></>}
              </p>
            </header>
            <ConversationThread messages={thread.data.messages} mine="buyer" answerLabel="Your answer" onSend={(body) => answer.mutateAsync(body)} />
          </>
        )}
      </Page>
    </Container>
  );
}

const Page = styled.div`
  ${gridGap(16)}
  max-width: 760px;
  padding: 32px 0 64px;
  header { display: grid; gap: 6px; }
  h1 { font-size: 1.5rem; overflow-wrap: anywhere; }
  header p { color: ${({ theme }) => theme.colors.textMuted}; }
`;
