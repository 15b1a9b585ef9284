import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinTenantAddresses, splitTenantAddresses, type TenantAddress } from './tenant-address';

const office = (address: string, city: string): TenantAddress => ({
  addressType: 'OFFIC',
  address,
  city,
  countryCode: 'AE',
  state: 'Dubai',
});

describe('tenant address fields (spec 1 §3)', () => {
  it('stores one segment per address in five parallel fields', () => {
    expect(joinTenantAddresses([office('Shop 12: Gold Souk', 'Dubai'), office('Mall Rd', 'Sharjah')])).toEqual({
      addressType: 'OFFIC:OFFIC',
      address: 'Shop 12\\: Gold Souk:Mall Rd',
      city: 'Dubai:Sharjah',
      countryCode: 'AE:AE',
      state: 'Dubai:Dubai',
    });
  });

  it('reads the stored fields back, padding short fields with empty segments', () => {
    expect(
      splitTenantAddresses({
        addressType: 'OFFIC:OFFIC',
        address: 'A:B',
        city: 'Dubai',
        countryCode: null,
        state: 'Dubai:Dubai',
      }),
    ).toEqual([
      { addressType: 'OFFIC', address: 'A', city: 'Dubai', countryCode: '', state: 'Dubai' },
      { addressType: 'OFFIC', address: 'B', city: '', countryCode: '', state: 'Dubai' },
    ]);
  });

  it('reads no address from empty fields', () => {
    expect(splitTenantAddresses({})).toEqual([]);
    expect(
      splitTenantAddresses({ addressType: null, address: '', city: null, countryCode: null, state: null }),
    ).toEqual([]);
  });

  it('round-trips any addresses, with colons and backslashes in every field', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ':', '\\', ' ', '-', '9'), maxLength: 12 });
    const address = fc.record({ addressType: text, address: text, city: text, countryCode: text, state: text });
    fc.assert(
      fc.property(
        fc
          .array(address, { minLength: 1, maxLength: 5 })
          // A single address with all five fields empty is stored exactly like "no address".
          .filter((list) => list.length > 1 || Object.values(list[0] ?? {}).some((value) => value !== '')),
        (addresses) => {
          expect(splitTenantAddresses(joinTenantAddresses(addresses))).toEqual(addresses);
        },
      ),
    );
  });
});
