/**
 * The conversation token of a reply address `reply+<token>@<domain>` (domain compared without case), or
 * null for any other address.
 */
export function tokenOfReplyAddress(address: string, mailDomain: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (domain !== mailDomain.toLowerCase()) return null;
  const m = /^reply\+([0-9a-z]+)$/i.exec(local);
  return m ? m[1]!.toLowerCase() : null;
}

export const replyAddress = (token: string, mailDomain: string) => `reply+${token}@${mailDomain}`;
