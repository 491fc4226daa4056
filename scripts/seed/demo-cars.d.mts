export const CARS: [string, string, string, number, number, number, string, string, string?][];
export const PLACES: [string, string][];
export const WMI: Record<string, string>;
