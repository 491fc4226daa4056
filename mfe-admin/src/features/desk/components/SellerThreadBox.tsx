import { ConversationThread, gridGap, MailIcon, mutedText, Skeleton } from '@rl/web-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../../shared/ui/PanelState';
import { useMessageSeller, useSellerThread } from '../hooks/useDesk';

/**
 * The seller channel on the lead page: the associate's own thread with the listing's seller (service
 * records, availability, the seller's questions). The seller answers from their dashboard or by mail; the
 * buyer never sees it.
 */
export function SellerThreadBox({ listingId }: { listingId: number }) {
  const thread = useSellerThread(listingId);
  const send = useMessageSeller(listingId);
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <h4 id={id}>Thread with the seller</h4>
      {thread.isLoading ? (
        <Skeleton $height="96px" />
      ) : thread.isError || !thread.data ? (
        <ErrorState what="the seller thread" error={thread.error} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          <Seller>
            {thread.data.seller ? (
              <>
                <strong>{thread.data.seller.name}</strong>
                <a href={`mailto:${thread.data.seller.email}`}><MailIcon size={14} />{thread.data.seller.email}</a>
              </>
            ) : (
              <span>The seller's details are not available right now.</span>
            )}
          </Seller>
          {thread.data.messages.length === 0 && <Hint>No messages with the seller yet. The buyer never sees this thread.</Hint>}
          <ConversationThread
            messages={thread.data.messages}
            mine="associate"
            answerLabel="Message to the seller (mailed to them)"
            onSend={(body) => send.mutateAsync(body)}
          />
        </>
      )}
    </Box>
  );
}

const Box = styled.section`
  ${gridGap(10)}
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 { font-size: 1rem; }
`;

const Seller = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  font-size: 0.875rem;
  a { display: inline-flex; align-items: center; gap: 6px; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

const Hint = styled.p`
  ${mutedText('0.875rem')}
`;
