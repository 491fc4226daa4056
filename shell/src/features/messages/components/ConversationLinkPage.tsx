import { useSearchParams } from 'react-router-dom';
import { ThreadScreen } from './ThreadScreen';

/** /conversations?token=: a conversation opened from the signed link of a mail, no account needed. */
export default function ConversationLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <ThreadScreen thread={{ kind: 'link', token }} />;
}
