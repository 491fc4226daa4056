/** A reply that came by mail (inbound-mail reads it; the buyer conversations and the seller channel store it). */
export interface InboundReply {
  /** the mail's Message-ID, or a hash of its bytes when it has none: the same mail is stored once */
  messageId: string;
  /** what the person wrote: quoted text and signatures stripped, a note for dropped attachments */
  body: string;
}
