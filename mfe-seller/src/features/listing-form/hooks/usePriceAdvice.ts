import { CONDITIONS, type Condition } from '@rl/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { requestValuation } from '../../../shared/api/valuations-api';
import type { ListingFormValues } from '../model/form-values';

/** How long the price must stay unchanged before the advice is asked for (typing is not a request per key). */
export const ADVICE_DELAY_MS = 400;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** The valuation request the form's values make, or null while the car or the price is incomplete. */
export function adviceRequest(v: ListingFormValues) {
  const price = Number(v.price);
  const year = Number(v.year);
  const mileage = Number(v.mileage);
  if (!v.make || !v.model || !Number.isInteger(year) || !/^\d+$/.test(v.mileage) || !(price >= 1)) return null;
  return {
    make: v.make, model: v.model, trim: v.trim || null, year, mileage, price: Math.round(price),
    ...(CONDITIONS.includes(v.condition as Condition) ? { condition: v.condition as Condition } : {}),
    ...(/^\d{5}$/.test(v.zipCode) ? { zipCode: v.zipCode } : {}),
  };
}

/** Pricing advice on the typed price: the valuation of the car at that price, once typing pauses. */
export function usePriceAdvice(values: ListingFormValues) {
  const request = useSettled(adviceRequest(values), ADVICE_DELAY_MS);
  const key = request ? JSON.stringify(request) : null;
  return useQuery({
    queryKey: ['seller:price-advice', key],
    queryFn: () => requestValuation(request!),
    enabled: request !== null,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
