import { useParams } from 'react-router-dom';
import { ThreadScreen } from './ThreadScreen';

/** /conversations/:token: a conversation opened from the signed link of a mail, no account needed. */
export default function ConversationLinkPage() {
  const { token = '' } = useParams();
  return <ThreadScreen thread={{ kind: 'link', token }} />;
}
