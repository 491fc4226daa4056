import { BRAND_CHIPS, MAX_PRICE_OPTIONS } from '@rl/contracts';
import { formatPrice } from '@rl/contracts';
import { Button, SearchIcon, wrapRow } from '@rl/web-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Field, FieldError, Input, Label, Select } from '../../../shared/components/fields';
import { BODY_TYPE_OPTIONS, MAKE_OPTIONS, optionValue, withCurrent } from '../filter-options';
import { useMakeOptions } from '../hooks/useCatalogMakes';
import type { FilterChanges, Filters } from '../search-state';

/** 'Under $50k': short enough for the half-width select of a 390 px phone ('Under $50,000' was cut to 'Under $50,00'). */
const shortPrice = (p: number) => (p >= 1000 && p % 1000 === 0 ? `$${(p / 1000).toLocaleString('en-US')}k` : formatPrice(p));
const PRICE_OPTIONS = MAX_PRICE_OPTIONS.map((p) => ({ value: String(p), label: `Under ${shortPrice(p)}` }));

type Draft = { query: string; make: string; maxPrice: string; bodyType: string; zipCode: string };
const draftOf = (f: Filters): Draft => ({
  query: f.query ?? '',
  make: optionValue(MAKE_OPTIONS, f.make),
  maxPrice: optionValue(PRICE_OPTIONS, f.maxPrice),
  bodyType: optionValue(BODY_TYPE_OPTIONS, f.bodyType),
  zipCode: f.zipCode ?? '',
});

/** The hero's quick search (spec §2): keyword, make, max price, body type, ZIP, Search, brand chips. */
export function HeroSearch({ filters, onSearch }: { filters: Filters; onSearch: (changes: FilterChanges) => void }) {
  const uid = useId();
  const id = (n: string) => `${uid}-${n}`;
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [zipError, setZipError] = useState(false);
  const makeOptions = useMakeOptions();
  const { query, make, maxPrice, bodyType, zipCode } = filters;
  // follow the URL (back button, chips, the filter panel, Clear All)
  useEffect(() => {
    setDraft(draftOf({ query, make, maxPrice, bodyType, zipCode, features: [] }));
    setZipError(false);
  }, [query, make, maxPrice, bodyType, zipCode]);

  const edit = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zip = draft.zipCode.trim();
    if (zip && !/^\d{5}$/.test(zip)) {
      setZipError(true);
      return;
    }
    setZipError(false);
    onSearch({ query: draft.query, make: draft.make, maxPrice: draft.maxPrice, bodyType: draft.bodyType, zipCode: zip });
  };

  const chipActive = (chip: (typeof BRAND_CHIPS)[number]) =>
    (make ?? '').toLowerCase() === chip.make.toLowerCase() &&
    ('model' in chip ? (filters.model ?? '').toLowerCase() === chip.model.toLowerCase() : true);

  return (
    <div>
      <Form role="search" aria-label="Vehicle search" onSubmit={submit} noValidate>
        <KeywordField>
          <Label htmlFor={id('query')}>Keyword</Label>
          <IconInput>
            <SearchIcon size={18} />
            <Input
              id={id('query')}
              type="search"
              placeholder="Search by make, model, or keyword"
              value={draft.query}
              onChange={(e) => edit('query')(e.target.value)}
            />
          </IconInput>
        </KeywordField>
        <Field>
          <Label htmlFor={id('make')}>Make</Label>
          <Select id={id('make')} value={optionValue(makeOptions, draft.make === 'any' ? undefined : draft.make)} onChange={(e) => edit('make')(e.target.value)}>
            <option value="any">All Makes</option>
            {withCurrent(makeOptions, make).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={id('maxPrice')}>Max Price</Label>
          <Select id={id('maxPrice')} value={draft.maxPrice} onChange={(e) => edit('maxPrice')(e.target.value)}>
            <option value="any">Any Price</option>
            {withCurrent(PRICE_OPTIONS, maxPrice).map((o) => (
              <option key={o.value} value={o.value}>
                {PRICE_OPTIONS.includes(o) ? o.label : `Under ${formatPrice(o.value)}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={id('bodyType')}>Body Type</Label>
          <Select id={id('bodyType')} value={draft.bodyType} onChange={(e) => edit('bodyType')(e.target.value)}>
            <option value="any">All Body Types</option>
            {withCurrent(BODY_TYPE_OPTIONS, bodyType).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <Label htmlFor={id('zip')}>ZIP Code</Label>
          <Input
            id={id('zip')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="e.g. 90210"
            value={draft.zipCode}
            aria-invalid={zipError || undefined}
            aria-describedby={zipError ? id('zip-error') : undefined}
            onChange={(e) => edit('zipCode')(e.target.value.replace(/[^\d]/g, '').slice(0, 5))}
          />
          {zipError && <FieldError id={id('zip-error')}>Enter a 5-digit ZIP code</FieldError>}
        </Field>
        <SearchButton type="submit" $variant="accent" $size="lg">
          <SearchIcon size={18} />
          Search
        </SearchButton>
      </Form>
      <Chips role="group" aria-label="Popular brands">
        <span>Popular:</span>
        {BRAND_CHIPS.map((chip) => {
          const active = chipActive(chip);
          return (
            <Chip
              key={chip.label}
              type="button"
              aria-pressed={active}
              onClick={() =>
                onSearch(active ? { make: undefined, model: undefined } : { make: chip.make, model: 'model' in chip ? chip.model : undefined })
              }
            >
              {chip.label}
            </Chip>
          );
        })}
      </Chips>
    </div>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.sm} {
    gap: 12px;
    padding: 18px;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr)) minmax(0, 0.8fr) auto;
    align-items: end;
    padding: 20px;
  }
`;

const KeywordField = styled(Field)`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} { grid-column: auto; }
`;

const IconInput = styled.div`
  position: relative;
  > svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input { padding-left: 38px; }
`;

const SearchButton = styled(Button)`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.lg} { grid-column: auto; min-height: 44px; }
`;

const Chips = styled.div`
  ${wrapRow}
  gap: 8px;
  margin-top: 18px;
  > span {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    font-size: 0.85rem;
    font-weight: 600;
    margin-right: 4px;
  }
`;

const Chip = styled.button`
  min-height: 36px;
  padding: 6px 14px;
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.06);
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  transition: background 150ms ease, border-color 150ms ease;
  &:hover { background: rgba(255, 255, 255, 0.14); border-color: rgba(255, 255, 255, 0.5); }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
