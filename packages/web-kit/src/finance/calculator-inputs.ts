import { loanSummary, type LoanSummary } from './amortization';

/**
 * The payment calculator's inputs as they sit in the page's URL (`?price=45000&down=5000&tradeIn=0&term=60&apr=5.9`),
 * so a copied link shows the same figures. Values are kept as typed; reading them checks them.
 */
export const CALCULATOR_PARAMS = {
  price: 'price',
  downPayment: 'down',
  tradeIn: 'tradeIn',
  termMonths: 'term',
  apr: 'apr',
} as const;
export type CalculatorField = keyof typeof CALCULATOR_PARAMS;

/** Our lowest rate (well-qualified buyers); nobody is quoted less. */
export const MIN_APR = 3.75;
/** Above this no lender of ours goes (and most US states cap consumer loans lower). */
export const MAX_APR = 36;
export const LOAN_TERMS = [24, 36, 48, 60, 72, 84] as const;
export const DEFAULT_TERM = 60;
const MAX_AMOUNT = 99_999_999;

export type CalculatorValues = Record<CalculatorField, string>;

/** What the fields show before anyone types: the price given, 10 % down, no trade-in, 60 months, the lowest rate. */
export function defaultCalculatorValues(price: number): CalculatorValues {
  const safePrice = Number.isFinite(price) && price > 0 ? Math.round(price) : 0;
  return {
    price: safePrice ? String(safePrice) : '',
    downPayment: String(Math.round((safePrice * 0.1) / 100) * 100),
    tradeIn: '0',
    termMonths: String(DEFAULT_TERM),
    apr: String(MIN_APR),
  };
}

/** The fields as the URL gives them, each falling back to its default; an unknown term is the default term. */
export function readCalculatorValues(params: URLSearchParams, defaults: CalculatorValues): CalculatorValues {
  const values = { ...defaults };
  for (const field of Object.keys(CALCULATOR_PARAMS) as CalculatorField[]) {
    const raw = params.get(CALCULATOR_PARAMS[field]);
    if (raw !== null) values[field] = raw.slice(0, 20);
  }
  if (!(LOAN_TERMS as readonly number[]).includes(Number(values.termMonths))) values.termMonths = defaults.termMonths;
  return values;
}

/** '$45,000.50', '45 000' and '45000' are the same amount; anything else is not a number (NaN). */
export function parseAmount(text: string): number {
  const t = text.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN;
}

function parsePercent(text: string): number {
  const t = text.replace(/[%\s]/g, '');
  return /^\d+(\.\d{1,3})?$/.test(t) ? Number(t) : Number.NaN;
}

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

export type CalculatorResult =
  | { ok: true; summary: LoanSummary; termMonths: number; apr: number }
  | { ok: false; errors: Partial<Record<CalculatorField, string>> };

/** The loan the fields describe, or a message for each field that cannot be right. */
export function evaluateCalculator(values: CalculatorValues): CalculatorResult {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const price = parseAmount(values.price);
  const downPayment = values.downPayment.trim() === '' ? 0 : parseAmount(values.downPayment);
  const tradeIn = values.tradeIn.trim() === '' ? 0 : parseAmount(values.tradeIn);
  const apr = parsePercent(values.apr);
  const termMonths = Number(values.termMonths);

  if (values.price.trim() === '') errors.price = 'Enter the price of the car.';
  else if (Number.isNaN(price)) errors.price = 'Enter the price in dollars, for example 45000.';
  else if (price <= 0) errors.price = 'The price must be more than $0.';
  else if (price > MAX_AMOUNT) errors.price = `The price must be at most ${dollars(MAX_AMOUNT)}.`;

  if (Number.isNaN(downPayment)) errors.downPayment = 'Enter the down payment in dollars, or 0.';
  if (Number.isNaN(tradeIn)) errors.tradeIn = 'Enter the trade-in value in dollars, or 0.';

  if (!errors.price && !errors.downPayment && !errors.tradeIn && downPayment + tradeIn >= price) {
    const both = downPayment > 0 && tradeIn > 0;
    const subject = both
      ? `Your down payment and trade-in (${dollars(downPayment + tradeIn)} together)`
      : tradeIn > 0
        ? `Your trade-in (${dollars(tradeIn)})`
        : `Your down payment (${dollars(downPayment)})`;
    const message =
      downPayment + tradeIn === price
        ? `${subject} ${both ? 'cover' : 'covers'} the whole price, so there is nothing to finance.`
        : `${subject} ${both ? 'are' : 'is'} more than the ${dollars(price)} price. Lower ${both ? 'them' : 'it'} to leave an amount to finance.`;
    errors[downPayment > 0 ? 'downPayment' : 'tradeIn'] = message;
  }

  if (values.apr.trim() === '') errors.apr = 'Enter an APR.';
  else if (Number.isNaN(apr)) errors.apr = 'Enter the APR as a number, for example 5.9.';
  else if (apr < MIN_APR) errors.apr = `Our rates start at ${MIN_APR}% APR. Enter ${MIN_APR} or more.`;
  else if (apr > MAX_APR) errors.apr = `Enter an APR of ${MAX_APR}% or less.`;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, termMonths, apr, summary: loanSummary({ price, downPayment, tradeIn, termMonths, apr }) };
}
