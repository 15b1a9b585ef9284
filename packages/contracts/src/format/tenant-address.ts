import { joinEscaped, splitEscaped } from './lists';

/** One address block of the tenant profile (spec 1 §2.5, §5). */
export interface TenantAddress {
  addressType: string;
  address: string;
  city: string;
  countryCode: string;
  state: string;
}

/** The five parallel colon-joined fields of the tenant record (spec 1 §3). */
export interface TenantAddressFields {
  addressType: string | null;
  address: string | null;
  city: string | null;
  countryCode: string | null;
  state: string | null;
}

const KEYS = ['addressType', 'address', 'city', 'countryCode', 'state'] as const;

/** Address blocks → the five stored fields, one segment per address in each. */
export function joinTenantAddresses(addresses: readonly TenantAddress[]): Record<keyof TenantAddress, string> {
  const result = {} as Record<keyof TenantAddress, string>;
  for (const key of KEYS) result[key] = joinEscaped(addresses.map((address) => address[key]));
  return result;
}

/**
 * The five stored fields → address blocks. The number of blocks is the longest field's segment count;
 * shorter fields are padded with ''. All five empty or null means no address at all.
 */
export function splitTenantAddresses(fields: Partial<TenantAddressFields>): TenantAddress[] {
  if (KEYS.every((key) => !fields[key])) return [];
  const split = Object.fromEntries(KEYS.map((key) => [key, splitEscaped(fields[key] ?? '')])) as Record<
    keyof TenantAddress,
    string[]
  >;
  const count = Math.max(...KEYS.map((key) => split[key].length));
  return Array.from({ length: count }, (_, index) => {
    const address = {} as TenantAddress;
    for (const key of KEYS) address[key] = split[key][index] ?? '';
    return address;
  });
}
