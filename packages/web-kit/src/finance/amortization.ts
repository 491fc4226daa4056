/**
 * Fixed-rate loan arithmetic (the standard amortisation formula): a loan of P at a monthly rate r
 * over n months is repaid with n equal payments of P·r / (1 − (1 + r)^−n); at 0 % APR it is P / n.
 */

export interface LoanTerms {
  price: number;
  downPayment: number;
  tradeIn: number;
  termMonths: number;
  /** annual percentage rate, in percent (5.9 means 5.9 %) */
  apr: number;
}

export interface LoanSummary {
  amountFinanced: number;
  monthlyPayment: number;
  /** what the loan costs on top of the amount financed */
  totalInterest: number;
  /** everything paid for the car: down payment, trade-in value and every monthly payment */
  totalCost: number;
}

/** The equal monthly payment of a fixed-rate loan; 0 when nothing is borrowed. */
export function monthlyPayment(principal: number, aprPercent: number, months: number): number {
  if (!(months > 0)) throw new RangeError('months must be more than 0');
  if (principal <= 0) return 0;
  const r = aprPercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** Monthly payment, total interest and total cost of buying at `price` with this loan, to the cent. */
export function loanSummary({ price, downPayment, tradeIn, termMonths, apr }: LoanTerms): LoanSummary {
  const amountFinanced = Math.max(0, price - downPayment - tradeIn);
  const payment = monthlyPayment(amountFinanced, apr, termMonths);
  const repaid = payment * termMonths;
  return {
    amountFinanced: cents(amountFinanced),
    monthlyPayment: cents(payment),
    totalInterest: cents(repaid - amountFinanced),
    totalCost: cents(downPayment + tradeIn + repaid),
  };
}
