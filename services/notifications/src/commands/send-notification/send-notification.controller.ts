import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { NotificationRequestSchema, type NotificationAccepted, type NotificationRequest, INTERNAL_ROUTES } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { SendNotificationService } from './send-notification.service.js';

/** Other services hand over the events people are told about. Service identities only. */
@Controller(INTERNAL_ROUTES.notifications.send.slice(1))
@RequireService()
export class SendNotificationController {
  constructor(private readonly service: SendNotificationService) {}

  /** 202 once the mail is recorded (it is sent right after, and retried until the SMTP server takes it). */
  @Post()
  @HttpCode(202)
  accept(@Body({ schema: NotificationRequestSchema }) body: NotificationRequest): Promise<NotificationAccepted> {
    return this.service.accept(body);
  }
}
