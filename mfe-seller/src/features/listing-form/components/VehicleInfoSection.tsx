import { FILTER_MAKES } from '@rl/contracts';
import { CarIcon } from '@rl/web-kit';
import type { ChangeEvent } from 'react';
import { SelectField, TextField } from '../../../shared/ui/form-controls';
import { useMakes, useModels, useTrims } from '../../../shared/hooks/useCatalog';
import { usePriceAdvice } from '../hooks/usePriceAdvice';
import { fieldId, type ListingFormValues, type TextName } from '../model/form-values';
import {
  bodyTypeOptions, colorFamilyOptions, COLOR_SUGGESTIONS, conditionOptions, drivetrainOptions, fuelTypeOptions, nameOptions, transmissionOptions,
  yearOptions,
} from '../../../shared/options';
import type { FieldErrors } from '../model/validate';
import { FieldGrid, FormSection } from './FormSection';
import { PriceAdvice } from './PriceAdvice';

export interface SectionProps {
  values: ListingFormValues;
  errors: FieldErrors;
  set: (field: TextName, value: string) => void;
  blur?: (field: TextName) => void;
}

const PRICE = /^\d{0,8}(\.\d{0,2})?$/;
const DIGITS = /^\d{0,7}$/;

/** Make -> model -> trim from the catalog, year, mileage, price and the stored value lists. */
export function VehicleInfoSection({
  values,
  errors,
  set,
  blur,
  onMake,
  onModel,
  onYear,
}: SectionProps & { onMake: (make: string) => void; onModel: (model: string) => void; onYear: (year: string) => void }) {
  const makes = useMakes();
  const models = useModels(values.make);
  const trims = useTrims(values.make, values.model);
  const advice = usePriceAdvice(values);
  const text = (field: TextName) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field, e.target.value),
    onBlur: blur ? () => blur(field) : undefined,
  });

  const makeNames = makes.data && makes.data.length > 0 ? makes.data : makes.isError ? [...FILTER_MAKES] : [];
  // an unknown make or model (or a catalog that cannot be reached) takes free text
  const freeModel = values.make !== '' && (models.isError || (models.isSuccess && models.data.length === 0));
  const freeTrim = values.model !== '' && (trims.isError || (trims.isSuccess && trims.data.length === 0));

  return (
    <FormSection
      id="vehicle-information"
      step={1}
      icon={<CarIcon size={22} />}
      title="Vehicle Information"
      description="Choose the make first: models and trims follow from it. Specs fill in automatically for new listings."
    >
      <FieldGrid $wide>
        <SelectField
          {...text('make')}
          label="Make"
          required
          placeholder={makes.isPending ? 'Loading makes...' : 'Select make'}
          options={nameOptions(makeNames, values.make)}
          onChange={(e) => onMake(e.target.value)}
        />
        {freeModel ? (
          <TextField {...text('model')} label="Model" required placeholder="Model" autoComplete="off" onChange={(e) => onModel(e.target.value)} />
        ) : (
          <SelectField
            {...text('model')}
            label="Model"
            required
            disabled={values.make === ''}
            placeholder={values.make === '' ? 'Select a make first' : models.isPending ? 'Loading models...' : 'Select model'}
            options={nameOptions(models.data ?? [], values.model)}
            onChange={(e) => onModel(e.target.value)}
          />
        )}
        {freeTrim || values.model === '' ? (
          <TextField
            {...text('trim')}
            label="Trim"
            placeholder={values.model === '' ? 'Select a model first' : 'e.g. Sport, Limited'}
            disabled={values.model === ''}
            autoComplete="off"
          />
        ) : (
          <SelectField
            {...text('trim')}
            label="Trim"
            placeholder={trims.isPending ? 'Loading trims...' : 'Select trim (optional)'}
            options={nameOptions(trims.data ?? [], values.trim)}
          />
        )}
        <SelectField {...text('year')} label="Year" required options={yearOptions(values.year)} onChange={(e) => onYear(e.target.value)} />
        <TextField
          {...text('mileage')}
          label="Mileage"
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          suffix="mi"
          onWheel={(e) => e.currentTarget.blur()}
          onChange={(e) => DIGITS.test(e.target.value) && set('mileage', e.target.value)}
        />
        <TextField
          {...text('price')}
          label="Price"
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          max={99999999.99}
          prefix="$"
          placeholder="45000"
          onWheel={(e) => e.currentTarget.blur()}
          onChange={(e) => PRICE.test(e.target.value) && set('price', e.target.value)}
        />
        <PriceAdvice valuation={advice.data} onUsePrice={(price) => set('price', String(price))} />
        <SelectField {...text('condition')} label="Condition" required placeholder="Select condition" options={conditionOptions(values.condition)} />
        <SelectField {...text('bodyType')} label="Body Type" required placeholder="Select body type" options={bodyTypeOptions(values.bodyType)} />
        <SelectField {...text('fuelType')} label="Fuel Type" required placeholder="Select fuel type" options={fuelTypeOptions(values.fuelType)} />
        <SelectField
          {...text('transmission')}
          label="Transmission"
          required
          placeholder="Select transmission"
          options={transmissionOptions(values.transmission)}
        />
        <SelectField {...text('drivetrain')} label="Drivetrain" required placeholder="Select drivetrain" options={drivetrainOptions(values.drivetrain)} />
        <SelectField
          {...text('exteriorColor')}
          label="Exterior Color"
          required
          placeholder="Select color family"
          options={colorFamilyOptions(values.exteriorColor)}
          hint="Buyers filter by this family."
        />
        <TextField
          {...text('exteriorColorName')}
          label="Manufacturer's Color Name"
          placeholder="e.g. Blu Emozione"
          autoComplete="off"
          maxLength={40}
          hint="Optional: the paint's name, shown beside the family."
        />
        <TextField {...text('interiorColor')} label="Interior Color" required placeholder="e.g. Tan" list="listing-colors" autoComplete="off" maxLength={40} />
      </FieldGrid>
      <datalist id="listing-colors">
        {COLOR_SUGGESTIONS.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </FormSection>
  );
}
