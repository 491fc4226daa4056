import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CALCULATOR_PARAMS, LOAN_TERMS, MIN_APR, defaultCalculatorValues, evaluateCalculator, readCalculatorValues,
  type CalculatorField, type CalculatorValues,
} from './calculator-inputs';
import {
  Affixed, Blocked, Body, Card, Disclosure, ErrorText, FieldBox, Fields, Figures, Frame, Hint, Input, Intro, Monthly,
  Select, Totals,
} from './calculator-styles';

export interface PaymentCalculatorProps {
  /** the price the calculator starts from (the listing's price on a detail page) */
  price: number;
  title?: string;
  intro?: string;
}

export const CALCULATOR_DISCLOSURE =
  `An estimate to help you plan, not an offer of credit or a loan approval. The rate you are offered depends on your credit history, income, the vehicle and the loan term; ${MIN_APR}% APR is our lowest rate, for well-qualified buyers, and many buyers are offered a higher one. Taxes, title, registration and other fees are not included.`;

const FIELDS = Object.keys(CALCULATOR_PARAMS) as CalculatorField[];
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const signature = (values: CalculatorValues) => JSON.stringify(values);

/**
 * Monthly payment, total interest and total cost of a fixed-rate car loan. The figures typed are kept in
 * the page's URL (replacing the history entry), so a shared link shows the same calculation.
 */
export function PaymentCalculator({
  price,
  title = 'Payment calculator',
  intro = 'Change any figure to see your estimate. The link to this page keeps your numbers.',
}: PaymentCalculatorProps) {
  const uid = useId();
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => defaultCalculatorValues(price), [price]);
  const fromUrl = readCalculatorValues(params, defaults);
  const urlSignature = signature(fromUrl);
  const [values, setValues] = useState(fromUrl);
  // URL updates land after the keystroke that caused them: ours are expected, others (back, a new link) are adopted.
  const written = useRef(new Set<string>());
  // fields the user has changed: only these and those the link already had are written to the URL
  const touched = useRef(new Set<CalculatorField>());
  useEffect(() => {
    if (written.current.delete(urlSignature)) return;
    setValues(JSON.parse(urlSignature) as CalculatorValues);
  }, [urlSignature]);

  const change = (field: CalculatorField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    touched.current.add(field);
    written.current.add(signature(next));
    // Built from this render's values, not from the router's `prev`: that one lags behind while an
    // earlier keystroke's URL update is still on its way, and would drop that keystroke's field.
    const url = new URLSearchParams(params);
    for (const f of FIELDS) {
      if (touched.current.has(f) || params.has(CALCULATOR_PARAMS[f])) url.set(CALCULATOR_PARAMS[f], next[f]);
    }
    setParams(url, { replace: true, preventScrollReset: true });
  };

  const result = evaluateCalculator(values);
  const errors = result.ok ? {} : result.errors;
  const id = (field: CalculatorField) => `${uid}-${field}`;
  const described = (field: CalculatorField, hint?: boolean) =>
    [errors[field] && `${id(field)}-error`, hint && `${id(field)}-hint`].filter(Boolean).join(' ') || undefined;

  const money = (field: CalculatorField, label: string) => (
    <FieldBox>
      <label htmlFor={id(field)}>{label}</label>
      <Affixed>
        <span aria-hidden="true">$</span>
        <Input
          id={id(field)}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          value={values[field]}
          aria-invalid={Boolean(errors[field])}
          aria-describedby={described(field)}
          onChange={(e) => change(field, e.target.value)}
        />
      </Affixed>
      {errors[field] && <ErrorText id={`${id(field)}-error`}>{errors[field]}</ErrorText>}
    </FieldBox>
  );

  return (
    <Card aria-labelledby={`${uid}-title`} data-testid="payment-calculator">
      <h2 id={`${uid}-title`}>{title}</h2>
      <Intro>{intro}</Intro>
      <Frame>
        <Body>
          <Fields>
            {money('price', 'Vehicle price')}
            {money('downPayment', 'Down payment')}
            {money('tradeIn', 'Trade-in value')}
            <FieldBox>
              <label htmlFor={id('termMonths')}>Loan term</label>
              <Select id={id('termMonths')} value={values.termMonths} onChange={(e) => change('termMonths', e.target.value)}>
                {LOAN_TERMS.map((months) => (
                  <option key={months} value={String(months)}>
                    {months} months
                  </option>
                ))}
              </Select>
            </FieldBox>
            <FieldBox>
              <label htmlFor={id('apr')}>APR</label>
              <Affixed $suffix>
                <Input
                  id={id('apr')}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={20}
                  value={values.apr}
                  aria-invalid={Boolean(errors.apr)}
                  aria-describedby={described('apr', !errors.apr)}
                  onChange={(e) => change('apr', e.target.value)}
                />
                <span aria-hidden="true">%</span>
              </Affixed>
              {errors.apr && <ErrorText id={`${id('apr')}-error`}>{errors.apr}</ErrorText>}
              {!errors.apr && <Hint id={`${id('apr')}-hint`}>From {MIN_APR}%, depending on credit.</Hint>}
            </FieldBox>
          </Fields>
          <Figures aria-live="polite" data-testid="payment-figures">
            {result.ok ? (
              <Results
                monthly={
                  <>
                    {dollars(result.summary.monthlyPayment)}
                    <small>/mo</small>
                  </>
                }
                caption={`for ${result.termMonths} months at ${result.apr}% APR`}
                rows={[
                  ['Amount financed', dollars(result.summary.amountFinanced)],
                  ['Total interest', dollars(result.summary.totalInterest)],
                  ['Total cost', dollars(result.summary.totalCost)],
                ]}
              />
            ) : (
              <Blocked>Correct the highlighted {Object.keys(errors).length === 1 ? 'field' : 'fields'} to see your payment.</Blocked>
            )}
          </Figures>
        </Body>
      </Frame>
      <Disclosure>
        {CALCULATOR_DISCLOSURE} Total cost counts your down payment, your trade-in and every monthly payment.
      </Disclosure>
    </Card>
  );
}

function Results({ monthly, caption, rows }: { monthly: ReactNode; caption: string; rows: [string, string][] }) {
  return (
    <>
      <Monthly>
        <span>Estimated monthly payment</span>
        <strong>{monthly}</strong>
        <span>{caption}</span>
      </Monthly>
      <Totals>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Totals>
    </>
  );
}
