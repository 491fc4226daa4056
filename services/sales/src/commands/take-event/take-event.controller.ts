import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { INTERNAL_ROUTES, SalesEventRequestSchema, type SalesEventRequest } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { TakeEventService } from './take-event.service.js';

/** listings hands over inquiries and listings going live (its sales outbox). Service identities only. */
@Controller()
@RequireService()
export class TakeEventController {
  constructor(private readonly service: TakeEventService) {}

  /** 200 once recorded; the same dedupe key again changes nothing. */
  @Post(INTERNAL_ROUTES.sales.events)
  @HttpCode(200)
  take(@Body({ schema: SalesEventRequestSchema }) body: SalesEventRequest) {
    return this.service.take(body);
  }
}
