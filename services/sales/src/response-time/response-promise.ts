import { Inject, Injectable } from '@nestjs/common';
import type { SalesEnv } from '../env.js';
import { SALES_ENV } from '../tokens.js';
import { addBusinessMinutes, parseBusinessHours, type BusinessHours } from './business-hours.js';

/** The response-time promise: a first answer is due FIRST_RESPONSE_MINUTES of business time after the inquiry. */
@Injectable()
export class ResponsePromise {
  private readonly hours: BusinessHours;

  constructor(@Inject(SALES_ENV) private readonly env: SalesEnv) {
    this.hours = parseBusinessHours(env.TEAM_TIME_ZONE, env.BUSINESS_DAYS, env.BUSINESS_HOURS);
  }

  dueAt(inquiryAt: Date): Date {
    return addBusinessMinutes(inquiryAt, this.env.FIRST_RESPONSE_MINUTES, this.hours);
  }
}
