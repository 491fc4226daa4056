import { useSearchParams } from 'react-router-dom';
import { StopSuggestions } from './StopSuggestions';
import { ThreadScreen } from './ThreadScreen';

/**
 * /conversations?token=: a conversation opened from the signed link of a mail, no account needed; with
 * `&suggestions=stop` (the "car sold" mail) it first offers to stop the suggestions of similar cars.
 */
export default function ConversationLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      {params.get('suggestions') === 'stop' && token && <StopSuggestions token={token} />}
      <ThreadScreen thread={{ kind: 'link', token }} />
    </>
  );
}
