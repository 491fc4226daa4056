import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { metricsRegistry, scrapedGauge } from '@rl/service-kit';
import { LeadsStore } from '../leads/leads.store.js';

const firstResponse = new Histogram({
  name: 'sales_first_response_seconds',
  help: 'Time from a buyer\'s inquiry to the associate\'s first answer',
  buckets: [60, 300, 900, 1800, 3600, 7200, 14_400, 28_800, 86_400, 172_800],
  registers: [metricsRegistry],
});

const leadsOpened = new Counter({
  name: 'sales_leads_opened_total',
  help: 'Leads opened (one per inquiry)',
  registers: [metricsRegistry],
});

/** The sales desk's metrics: leads by status (read at scrape), first response times, leads opened. */
@Injectable()
export class SalesMetrics {
  constructor(leads: LeadsStore) {
    // one gauge per process (tests start several apps in one process: the newest store answers)
    metricsRegistry.removeSingleMetric('sales_open_leads');
    // scrapedGauge's rows are labels and a value; the status label is text
    scrapedGauge('sales_open_leads', 'Leads by status (new, open, closed)', ['status'],
      async () => (await leads.countsByStatus()) as unknown as Record<string, number>[]);
  }

  leadOpened(): void {
    leadsOpened.inc();
  }

  firstAnswer(seconds: number): void {
    firstResponse.observe(Math.max(0, seconds));
  }
}
