import { Controller, Header, Query, Sse, type MessageEvent } from '@nestjs/common';
import { interval, map, merge, filter, type Observable } from 'rxjs';
import { ROUTES, ThreadTokenQuerySchema, type Identity, type ThreadTokenQuery } from '@rl/contracts';
import { apiError, CurrentIdentity, RequireStaff, RequireUser } from '@rl/service-kit';
import { ThreadTokens } from '../../threads/thread-tokens.js';
import { LiveHub, type LeadChange } from '../../live/live-hub.js';

/** A comment line often enough that no gateway read timeout (60 s) ends a quiet stream. */
const HEARTBEAT_MS = 20_000;

/**
 * Server-sent events: `lead` with `{ leadId }` whenever a lead's conversation changes (a new lead, a
 * message). Screens read the lead again when told, and once more whenever the stream (re)opens, so a
 * dropped connection only delays what they show. `X-Accel-Buffering: no`: nginx passes each event at once.
 */
@Controller()
export class LiveStreamsController {
  constructor(private readonly hub: LiveHub, private readonly tokens: ThreadTokens) {}

  private stream(keep: (c: LeadChange) => boolean): Observable<MessageEvent> {
    return merge(
      this.hub.stream.pipe(filter(keep), map((c): MessageEvent => ({ type: 'lead', data: { leadId: c.leadId } }))),
      interval(HEARTBEAT_MS).pipe(map((): MessageEvent => ({ type: 'ping', data: '' }))),
    );
  }

  /** Every lead's changes, for the desk (associates and admins). */
  @Sse(ROUTES.deskEvents)
  @RequireStaff('desk')
  @Header('X-Accel-Buffering', 'no')
  @Header('Cache-Control', 'no-store')
  desk(): Observable<MessageEvent> {
    return this.stream(() => true);
  }

  /** The signed-in buyer's own conversations. */
  @Sse(ROUTES.myEvents)
  @RequireUser()
  @Header('X-Accel-Buffering', 'no')
  @Header('Cache-Control', 'no-store')
  mine(@CurrentIdentity() who: Identity): Observable<MessageEvent> {
    return this.stream((c) => c.buyerUserId === who.userId);
  }

  /** One conversation opened by its signed link (`?token=`). */
  @Sse(ROUTES.conversationEvents)
  @Header('X-Accel-Buffering', 'no')
  @Header('Cache-Control', 'no-store')
  conversation(@Query({ schema: ThreadTokenQuerySchema }) { token }: ThreadTokenQuery): Observable<MessageEvent> {
    const leadId = this.tokens.leadOf(token);
    if (leadId === null) throw apiError(404, 'Conversation not found');
    return this.stream((c) => c.leadId === leadId);
  }
}
