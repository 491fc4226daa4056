import { useState } from 'react';
import { useInterval } from '../../../shared/hooks/useInterval';

/** Index 0..count-1 that moves on every `intervalMs` while `running`, wrapping round. */
export function useRotation(count: number, intervalMs: number, running: boolean): number {
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((i) => (i + 1) % count), intervalMs, running && count > 1);
  return index;
}
