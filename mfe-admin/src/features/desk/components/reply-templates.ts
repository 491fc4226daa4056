import { formatPrice, type LeadDetail } from '@rl/contracts';

export interface ReplyTemplate {
  key: string;
  label: string;
  text: string;
}

/**
 * The desk's reply templates, with the car's name and price (and the buyer's first name) filled in: a
 * starting point the associate edits before sending.
 */
export function replyTemplates(lead: Pick<LeadDetail, 'vehicle' | 'buyer'>, associateName: string): ReplyTemplate[] {
  const first = lead.buyer.name.trim().split(/\s+/)[0] || 'there';
  const car = lead.vehicle?.title ?? 'the car';
  const price = lead.vehicle && lead.vehicle.price !== null ? formatPrice(lead.vehicle.price) : null;
  const sign = `\n\nBest regards,\n${associateName}`;
  return [
    {
      key: 'available',
      label: 'Still available',
      text: `Hi ${first},\n\nthank you for your interest in the ${car}. Yes, it is still available${price ? ` at ${price}` : ''}. When would suit you for a short call? I can answer any question about its history and condition.${sign}`,
    },
    {
      key: 'price',
      label: 'About the price',
      text: `Hi ${first},\n\nthe asking price of the ${car} is ${price ?? 'on the listing'}. The seller has priced it against comparable listings; if you would like to make an offer, tell me the figure and I will take it to the seller.${sign}`,
    },
    {
      key: 'history',
      label: 'Service history',
      text: `Hi ${first},\n\nI have asked the seller for the full service records of the ${car} and will send them to you as soon as I have them. Is there anything specific you would like me to check?${sign}`,
    },
    {
      key: 'viewing',
      label: 'Viewing',
      text: `Hi ${first},\n\nhappy to arrange a viewing of the ${car}${price ? ` (${price})` : ''}. Which days and times work for you this week? I will confirm with the seller and come back to you.${sign}`,
    },
  ];
}
