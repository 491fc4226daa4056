export const DEMO_VINS: string[];
