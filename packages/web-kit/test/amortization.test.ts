import { loanSummary, monthlyPayment } from '../src/finance';

/** The standard amortisation formula, written out independently: A = P·r·(1+r)^n / ((1+r)^n − 1). */
function textbookPayment(principal: number, aprPercent: number, months: number): number {
  const r = aprPercent / 1200;
  const growth = Math.pow(1 + r, months);
  return (principal * r * growth) / (growth - 1);
}

/** Paying `payment` every month: what is still owed after `months` months. */
function balanceAfter(principal: number, aprPercent: number, months: number, payment: number): number {
  let balance = principal;
  for (let m = 0; m < months; m += 1) balance = balance * (1 + aprPercent / 1200) - payment;
  return balance;
}

describe('monthly payment (standard amortisation formula)', () => {
  it.each([
    // principal, APR %, months, published payment
    [25_000, 5, 60, 471.78],
    [30_000, 6, 72, 497.19],
    [20_000, 3.75, 36, 588.26],
    [100_000, 12, 84, 1765.27],
    [200_000, 6.5, 360, 1264.14],
  ])('%d at %d%% over %d months is $%d a month', (principal, apr, months, published) => {
    expect(monthlyPayment(principal, apr, months)).toBeCloseTo(published, 2);
    expect(monthlyPayment(principal, apr, months)).toBeCloseTo(textbookPayment(principal, apr, months), 8);
  });

  it('pays the loan off exactly at the end of the term, and not before', () => {
    const payment = monthlyPayment(48_500, 7.25, 72);
    expect(balanceAfter(48_500, 7.25, 72, payment)).toBeCloseTo(0, 6);
    expect(balanceAfter(48_500, 7.25, 71, payment)).toBeGreaterThan(payment * 0.99);
  });

  it('at 0% APR splits the amount evenly (the formula would divide by zero)', () => {
    expect(monthlyPayment(36_000, 0, 48)).toBe(750);
    expect(Number.isFinite(monthlyPayment(1, 0, 84))).toBe(true);
  });

  it('is 0 when nothing is borrowed, and refuses a term of no months', () => {
    expect(monthlyPayment(0, 5, 60)).toBe(0);
    expect(() => monthlyPayment(10_000, 5, 0)).toThrow(RangeError);
  });
});

describe('loan summary', () => {
  it('finances the price less down payment and trade-in; interest and total cost follow from the payment', () => {
    const s = loanSummary({ price: 58_900, downPayment: 5_900, tradeIn: 8_000, termMonths: 60, apr: 5.9 });
    const payment = textbookPayment(45_000, 5.9, 60);
    expect(s.amountFinanced).toBe(45_000);
    expect(s.monthlyPayment).toBeCloseTo(payment, 2);
    expect(s.totalInterest).toBeCloseTo(payment * 60 - 45_000, 2);
    expect(s.totalCost).toBeCloseTo(5_900 + 8_000 + payment * 60, 2);
    expect(s.totalCost).toBeCloseTo(58_900 + s.totalInterest, 2);
  });

  it('costs no interest at 0% APR', () => {
    const s = loanSummary({ price: 30_000, downPayment: 6_000, tradeIn: 0, termMonths: 24, apr: 0 });
    expect(s).toEqual({ amountFinanced: 24_000, monthlyPayment: 1_000, totalInterest: 0, totalCost: 30_000 });
  });

  it('a longer term lowers the payment and raises the interest', () => {
    const short = loanSummary({ price: 40_000, downPayment: 4_000, tradeIn: 0, termMonths: 36, apr: 6 });
    const long = loanSummary({ price: 40_000, downPayment: 4_000, tradeIn: 0, termMonths: 84, apr: 6 });
    expect(long.monthlyPayment).toBeLessThan(short.monthlyPayment);
    expect(long.totalInterest).toBeGreaterThan(short.totalInterest);
  });
});
