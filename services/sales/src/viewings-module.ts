import { CancelViewingController } from './commands/cancel-viewing/cancel-viewing.controller.js';
import { ChangeViewingController } from './commands/change-viewing/change-viewing.controller.js';
import { ScheduleViewingController } from './commands/schedule-viewing/schedule-viewing.controller.js';
import { Viewings1733100000100 } from './migrations/1733100000100-viewings.js';
import { DeskViewingsController } from './queries/desk-viewings/desk-viewings.controller.js';
import { LeadViewingsController } from './queries/lead-viewings/lead-viewings.controller.js';
import { ViewingsService } from './viewings/viewings.service.js';

/** What the sales module adds for viewings and inspections (one line each in app.module.ts). */
export const VIEWING_CONTROLLERS = [DeskViewingsController, LeadViewingsController, ScheduleViewingController, ChangeViewingController, CancelViewingController];
export const VIEWING_PROVIDERS = [ViewingsService];
export const VIEWING_MIGRATIONS = [Viewings1733100000100];
