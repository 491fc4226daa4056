import { useCallback, useEffect, useRef, useState } from 'react';
import { generateFeatures } from '../../../shared/api/enrichment-api';
import { fallbackFeatures } from '../model/fallback-features';
import type { ListingFormValues } from '../model/form-values';

/** Spec §4/§9: features are generated 1.5 s after make, model or year last changed. */
const AUTO_FEATURES_DELAY_MS = 1500;

export type AutoFeaturesStatus = 'idle' | 'loading' | 'generated' | 'fallback';

/**
 * Auto features for new listings: after a 1.5 s pause on make/model/year, POST features/generate and
 * add the answer to the chosen features; on failure the local fallback rules (up to 8). Features
 * added this way are replaced by the next generation unless the seller touched them meanwhile.
 */
export function useAutoFeatures({
  enabled,
  values,
  setFeatures,
}: {
  enabled: boolean;
  values: ListingFormValues;
  setFeatures: (features: string[]) => void;
}) {
  const [status, setStatus] = useState<AutoFeaturesStatus>('idle');
  const latest = useRef({ values, setFeatures });
  latest.current = { values, setFeatures };
  const auto = useRef(new Set<string>());
  const run = useRef(0);
  const { make, model, year } = values;

  useEffect(() => {
    const yearNumber = Number(year);
    if (!enabled || !make.trim() || !model.trim() || !Number.isInteger(yearNumber) || yearNumber <= 0) return;
    const timer = setTimeout(async () => {
      const id = ++run.current;
      const v = latest.current.values;
      setStatus('loading');
      const summary = [`${yearNumber} ${make} ${model}`, v.trim].filter(Boolean).join(' ');
      let features: string[];
      let outcome: AutoFeaturesStatus = 'generated';
      try {
        features = await generateFeatures({
          make,
          model,
          year: yearNumber,
          trim: v.trim || null,
          bodyType: v.bodyType || null,
          fuelType: v.fuelType || null,
          vehicleDescription: (v.description ? `${summary}. ${v.description}` : summary).slice(0, 2000),
        });
      } catch (error) {
        console.warn('[seller] feature generation failed; using the local rules', error);
        features = fallbackFeatures({ make, year: yearNumber, trim: v.trim });
        outcome = 'fallback';
      }
      if (id !== run.current) return; // a newer generation started meanwhile
      const current = latest.current.values.features;
      const kept = current.filter((f) => !auto.current.has(f));
      const added = features.filter((f) => !kept.includes(f));
      auto.current = new Set(added);
      latest.current.setFeatures([...kept, ...added]);
      setStatus(outcome);
    }, AUTO_FEATURES_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, make, model, year]);

  /** The seller toggled or removed a feature: it is theirs now, never replaced automatically. */
  const forget = useCallback((feature: string) => {
    auto.current.delete(feature);
  }, []);

  return { status, forget };
}
