/** The hero's rotating brand word, in order (spec §1). */
export const ROTATING_BRANDS = ['Mercedes', 'BMW', 'Porsche', 'Lexus', 'Range Rover'] as const;

/** Spec §9: one brand word, or one review, every 4 s. */
export const ROTATION_INTERVAL_MS = 4000;
