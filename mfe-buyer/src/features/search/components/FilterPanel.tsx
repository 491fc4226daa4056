import { CONDITION_FILTER_HINT, DEAL_FILTER_LABELS, FILTER_FEATURES, filterYears } from '@rl/contracts';
import { useId, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Checkbox, CheckLabel, Field, Label, Select } from '../../../shared/components/fields';
import {
  BODY_TYPE_OPTIONS, COLOR_OPTIONS, CONDITION_OPTIONS, DRIVETRAIN_OPTIONS, FUEL_TYPE_OPTIONS, RADIUS_OPTIONS,
  TRANSMISSION_OPTIONS, optionValue, withCurrent, type Option,
} from '../filter-options';
import { useMakeOptions } from '../hooks/useCatalogMakes';
import { useMakeModels } from '../hooks/useMakeModels';
import type { FilterChanges, Filters, ScalarFilterKey } from '../search-state';
import { CommitInput, digitsOnly, isZipOrEmpty } from './CommitInput';
import { capsLabel, gridGap, mutedText } from '@rl/web-kit';

interface Props {
  filters: Filters;
  onChange: (changes: FilterChanges) => void;
  /** leave out fields shown elsewhere (the simple variant shows make and model in its bar) */
  omit?: ScalarFilterKey[];
}

/** Every search filter of spec §3; each change writes the URL at once (text boxes after a pause). */
export function FilterPanel({ filters, onChange, omit = [] }: Props) {
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const years = useMemo(() => filterYears().map((y) => ({ value: String(y), label: String(y) })), []);
  const makeOptions = useMakeOptions();
  const show = (key: ScalarFilterKey) => !omit.includes(key);
  const set = (key: ScalarFilterKey) => (value: string) => onChange({ [key]: value });

  const selectField = (key: ScalarFilterKey, label: string, options: Option[], anyLabel: string, hint?: string) => (
    <Field>
      <Label htmlFor={id(key)}>{label}</Label>
      {hint && <Hint id={id(`${key}-hint`)}>{hint}</Hint>}
      <Select
        id={id(key)}
        value={optionValue(options, filters[key])}
        aria-describedby={hint ? id(`${key}-hint`) : undefined}
        onChange={(e) => set(key)(e.target.value)}
      >
        <option value="any">{anyLabel}</option>
        {withCurrent(options, filters[key]).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  const numberField = (key: ScalarFilterKey, label: string, placeholder: string) => (
    <Field>
      <Label htmlFor={id(key)}>{label}</Label>
      <CommitInput
        id={id(key)}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={filters[key]}
        sanitize={digitsOnly}
        onCommit={set(key)}
      />
    </Field>
  );

  const toggleFeature = (feature: string, checked: boolean) =>
    onChange({ features: checked ? [...filters.features, feature] : filters.features.filter((f) => f !== feature) });

  return (
    <Panel>
      {(show('make') || show('model')) && (
        <Group legend="Make & Model">
          {show('make') && selectField('make', 'Make', makeOptions, 'All Makes')}
          {show('model') && <ModelField id={id('model')} make={filters.make} model={filters.model} onChange={set('model')} />}
        </Group>
      )}

      <Group legend="Year">
        <Pair>
          {selectField('minYear', 'Min Year', years, 'Any')}
          {selectField('maxYear', 'Max Year', years, 'Any')}
        </Pair>
      </Group>

      <Group legend="Price">
        <Pair>
          {numberField('minPrice', 'Min Price ($)', 'No min')}
          {numberField('maxPrice', 'Max Price ($)', 'No max')}
        </Pair>
        <CheckLabel>
          <Checkbox checked={filters.deal === 'good'} onChange={(e) => onChange({ deal: e.target.checked ? 'good' : undefined })} />
          {DEAL_FILTER_LABELS.good}
        </CheckLabel>
      </Group>

      <Group legend="Mileage">
        <Pair>
          {numberField('minMileage', 'Min Mileage', 'No min')}
          {numberField('maxMileage', 'Max Mileage', 'No max')}
        </Pair>
      </Group>

      <Group legend="Specifications">
        {selectField('condition', 'Condition', CONDITION_OPTIONS, 'Any Condition', CONDITION_FILTER_HINT)}
        {show('bodyType') && selectField('bodyType', 'Body Type', BODY_TYPE_OPTIONS, 'All Body Types')}
        {selectField('fuelType', 'Fuel Type', FUEL_TYPE_OPTIONS, 'All Fuel Types')}
        {selectField('transmission', 'Transmission', TRANSMISSION_OPTIONS, 'All Transmissions')}
        {selectField('drivetrain', 'Drivetrain', DRIVETRAIN_OPTIONS, 'All Drivetrains')}
      </Group>

      <Group legend="Colors">
        <Pair>
          {selectField('exteriorColor', 'Exterior Color', COLOR_OPTIONS, 'Any')}
          {selectField('interiorColor', 'Interior Color', COLOR_OPTIONS, 'Any')}
        </Pair>
      </Group>

      <Group legend="Features">
        <Features>
          {FILTER_FEATURES.map((feature) => (
            <CheckLabel key={feature}>
              <Checkbox
                checked={filters.features.some((f) => f.toLowerCase() === feature.toLowerCase())}
                onChange={(e) => toggleFeature(feature, e.target.checked)}
              />
              {feature}
            </CheckLabel>
          ))}
        </Features>
      </Group>

      <Group legend="Location">
        <Field>
          <Label htmlFor={id('location')}>City or State</Label>
          <CommitInput
            id={id('location')}
            autoComplete="address-level2"
            placeholder="e.g. Miami, FL"
            value={filters.location}
            onCommit={set('location')}
          />
        </Field>
        {show('zipCode') && (
          <Pair>
            <Field>
              <Label htmlFor={id('zipCode')}>ZIP Code</Label>
              <CommitInput
                id={id('zipCode')}
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                placeholder="ZIP"
                value={filters.zipCode}
                sanitize={(v) => digitsOnly(v).slice(0, 5)}
                canCommit={isZipOrEmpty}
                onCommit={set('zipCode')}
              />
            </Field>
            <Field>
              <Label htmlFor={id('radius')}>Distance</Label>
              <Select id={id('radius')} value={filters.radius ?? '25'} onChange={(e) => set('radius')(e.target.value)}>
                {RADIUS_OPTIONS.map((r) => (
                  <option key={r} value={String(r)}>
                    {r} miles
                  </option>
                ))}
              </Select>
            </Field>
          </Pair>
        )}
      </Group>
    </Panel>
  );
}

/** Model: disabled until a make is chosen; the catalog's models for it, or free text if it has none. */
export function ModelField({
  id,
  make,
  model,
  onChange,
}: {
  id: string;
  make: string | undefined;
  model: string | undefined;
  onChange: (model: string) => void;
}) {
  const models = useMakeModels(make);
  const options = (models.data ?? []).map((m) => ({ value: m, label: m }));
  if (make && models.isSuccess && options.length === 0) {
    return (
      <Field>
        <Label htmlFor={id}>Model</Label>
        <CommitInput id={id} placeholder="Any model" value={model} onCommit={onChange} />
      </Field>
    );
  }
  return (
    <Field>
      <Label htmlFor={id}>Model</Label>
      <Select id={id} value={optionValue(options, model)} disabled={!make} onChange={(e) => onChange(e.target.value)}>
        <option value="any">{make ? 'All Models' : 'Select a make first'}</option>
        {withCurrent(options, model).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <div>{children}</div>
    </Fieldset>
  );
}

const Panel = styled.div`${gridGap(4)}`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 16px 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  &:first-child { border-top: 0; padding-top: 0; }
  legend {
    float: left;
    width: 100%;
    margin-bottom: 12px;
    padding: 0;
    ${capsLabel('0.78rem', 700, '0.1em')}
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > div { clear: both; display: grid; gap: 12px; }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
`;

const Features = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
`;

const Hint = styled.p`
  margin: -2px 0 6px;
  ${mutedText('0.78rem')}
`;
