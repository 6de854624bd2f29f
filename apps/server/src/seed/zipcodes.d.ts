declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCode | undefined;
  export function lookupByState(state: string): ZipCode[];
  export function lookupByName(city: string, state: string): ZipCode[];
  const zipcodes: {
    lookup: typeof lookup;
    lookupByState: typeof lookupByState;
    lookupByName: typeof lookupByName;
  };
  export default zipcodes;
}
