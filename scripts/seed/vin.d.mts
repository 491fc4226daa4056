export function demoVin(wmi: string, year: number, seed: number): string;
