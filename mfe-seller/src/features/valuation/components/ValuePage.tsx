import { CONDITIONS, VIN_PATTERN, type Valuation } from '@rl/contracts';
import { Button, Container, describeError, gridGap, Overlap, PageHero, serverFieldErrors } from '@rl/web-kit';
import { storedLabel } from '@rl/web-kit/vehicles';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SelectField, TextField } from '../../../shared/ui/form-controls';
import { Card, CardHeader } from '../../../shared/ui/layout';
import { decodeVin } from '../../../shared/api/enrichment-api';
import { useMakes, useModels, useTrims } from '../../../shared/hooks/useCatalog';
import { nameOptions, yearOptions } from '../../../shared/options';
import { requestValuation } from '../../../shared/api/valuations-api';
import { ValuationResult } from './ValuationResult';

interface Values {
  vin: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  mileage: string;
  condition: string;
  zipCode: string;
}

const EMPTY: Values = { vin: '', year: '', make: '', model: '', trim: '', mileage: '', condition: 'good', zipCode: '' };
const conditionOptions = CONDITIONS.map((c) => ({ value: c, label: storedLabel(c) }));

/** `/sell/value`: what is my car worth, for anyone, from a VIN or the catalog, and the way to list it. */
export function ValuePage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [asked, setAsked] = useState<{ valuation: Valuation; values: Values } | null>(null);
  const makes = useMakes();
  const models = useModels(values.make);
  const trims = useTrims(values.make, values.model);
  const set = (k: keyof Values, v: string) => {
    setValues((old) => ({ ...old, [k]: v, ...(k === 'make' ? { model: '', trim: '' } : k === 'model' ? { trim: '' } : {}) }));
    setErrors((old) => ({ ...old, [k]: undefined }));
  };

  const decode = useMutation({
    mutationFn: (vin: string) => decodeVin(vin),
    onSuccess: (d) => {
      if (!d.valid || !d.make || !d.model || !d.year) {
        setErrors((old) => ({ ...old, vin: 'We could not decode this VIN: please pick the year, make and model below.' }));
        return;
      }
      setValues((old) => ({ ...old, make: d.make!, model: d.model!, year: String(d.year), trim: d.trim ?? '' }));
      setErrors({});
    },
    onError: (err) => setErrors((old) => ({ ...old, vin: serverFieldErrors(err).vin ?? describeError(err) })),
  });

  const value = useMutation({
    mutationFn: (v: Values) =>
      requestValuation({
        year: Number(v.year), make: v.make, model: v.model, trim: v.trim || null, mileage: Number(v.mileage.replace(/[,\s]/g, '')),
        condition: v.condition as (typeof CONDITIONS)[number], zipCode: v.zipCode,
      }),
    onSuccess: (valuation, v) => setAsked({ valuation, values: v }),
    onError: (err) => setErrors(serverFieldErrors(err) as Partial<Record<keyof Values, string>>),
  });

  const onDecode = () => {
    const vin = values.vin.trim().toUpperCase();
    if (vin.length !== 17 || !VIN_PATTERN.test(vin)) {
      setErrors((old) => ({ ...old, vin: 'A VIN has 17 letters and digits (no I, O or Q)' }));
      return;
    }
    decode.mutate(vin);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Partial<Record<keyof Values, string>> = {};
    if (!values.make) problems.make = 'Pick the make';
    if (!values.model) problems.model = 'Pick the model';
    if (!values.year) problems.year = 'Pick the year';
    if (!/^\d[\d,]*$/.test(values.mileage.trim())) problems.mileage = 'Mileage must be a whole number';
    if (!/^\d{5}$/.test(values.zipCode.trim())) problems.zipCode = 'ZIP code must be 5 digits';
    setErrors(problems);
    if (Object.keys(problems).length === 0) value.mutate({ ...values, zipCode: values.zipCode.trim() });
  };

  const otherError = value.isError && Object.keys(serverFieldErrors(value.error)).length === 0 ? describeError(value.error) : null;

  return (
    <>
      <PageHero
        eyebrow="Sell Your Car"
        title="What Is My Car Worth?"
        lead="An instant estimate from the cars listed and sold on our platform. Free, no account needed."
      />
      <Container>
        <Overlap>
          <Card aria-labelledby="value-form-title">
            <CardHeader>
              <div>
                <h2 id="value-form-title">Your car</h2>
                <p>Enter the VIN to fill in the car, or pick it from the lists.</p>
              </div>
            </CardHeader>
            <form onSubmit={onSubmit} noValidate>
              <VinRow>
                <TextField id="value-vin" label="VIN" value={values.vin} error={errors.vin} maxLength={17} autoComplete="off" placeholder="17 characters"
                  onChange={(e) => set('vin', e.target.value.toUpperCase())} />
                <Button type="button" $variant="outline" onClick={onDecode} disabled={decode.isPending}>
                  {decode.isPending ? 'Decoding…' : 'Decode VIN'}
                </Button>
              </VinRow>
              <Grid>
                <SelectField id="value-make" label="Make" required placeholder="Select make" value={values.make} error={errors.make}
                  options={nameOptions(makes.data ?? [], values.make)} onChange={(e) => set('make', e.target.value)} />
                <SelectField id="value-model" label="Model" required placeholder="Select model" value={values.model} error={errors.model}
                  options={nameOptions(models.data ?? [], values.model)} disabled={!values.make} onChange={(e) => set('model', e.target.value)} />
                <SelectField id="value-trim" label="Trim" placeholder="Any trim" value={values.trim} error={errors.trim}
                  options={nameOptions(trims.data ?? [], values.trim)} disabled={!values.model} onChange={(e) => set('trim', e.target.value)} />
                <SelectField id="value-year" label="Year" required placeholder="Select year" value={values.year} error={errors.year}
                  options={yearOptions(values.year)} onChange={(e) => set('year', e.target.value)} />
                <TextField id="value-mileage" label="Mileage" required inputMode="numeric" suffix="mi" value={values.mileage} error={errors.mileage}
                  placeholder="e.g. 24000" onChange={(e) => set('mileage', e.target.value)} />
                <SelectField id="value-condition" label="Condition" required value={values.condition} error={errors.condition}
                  options={conditionOptions} onChange={(e) => set('condition', e.target.value)} />
                <TextField id="value-zipCode" label="ZIP Code" required inputMode="numeric" maxLength={5} value={values.zipCode} error={errors.zipCode}
                  placeholder="e.g. 90210" onChange={(e) => set('zipCode', e.target.value)} />
              </Grid>
              {otherError && <Problem role="alert">{otherError}</Problem>}
              <Submit type="submit" disabled={value.isPending}>{value.isPending ? 'Valuing…' : 'Get my estimate'}</Submit>
            </form>
          </Card>
          {asked && (
            <ValuationResult valuation={asked.valuation} zipCode={asked.values.zipCode} mileage={Number(asked.values.mileage.replace(/[,\s]/g, ''))}
              condition={asked.values.condition} vin={asked.values.vin.length === 17 ? asked.values.vin : undefined} />
          )}
        </Overlap>
      </Container>
    </>
  );
}

const VinRow = styled.div`
  ${gridGap(12)}
  align-items: end;
  margin-bottom: 18px;
  ${({ theme }) => theme.media.sm} { grid-template-columns: 1fr auto; }
`;
const Grid = styled.div`
  ${gridGap(16)}
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;
const Submit = styled(Button)`
  margin-top: 22px;
`;
const Problem = styled.p`
  margin-top: 14px;
  color: ${({ theme }) => theme.colors.danger};
`;
