// @rl/web-kit/finance: car loan estimates for the detail and financing pages. Not a shared federation
// module: it holds no state, so each app bundles it into the lazy chunk of the page that shows it, and
// no other page downloads it.
export { monthlyPayment, loanSummary, type LoanTerms, type LoanSummary } from './amortization';
export {
  CALCULATOR_PARAMS, LOAN_TERMS, MIN_APR, MAX_APR, DEFAULT_TERM, defaultCalculatorValues, readCalculatorValues,
  evaluateCalculator, parseAmount, type CalculatorField, type CalculatorValues, type CalculatorResult,
} from './calculator-inputs';
export { PaymentCalculator, CALCULATOR_DISCLOSURE, type PaymentCalculatorProps } from './PaymentCalculator';
