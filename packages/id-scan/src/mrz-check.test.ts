import { describe, expect, it } from 'vitest';
import { checkDigitHolds, emiratesIdLuhnHolds, mrzCheckDigit } from './mrz-check';

describe('MRZ check digits (ICAO 9303 part 3 §4.9)', () => {
  it('computes the check digits of the ICAO TD3 specimen', () => {
    // P<UTOERIKSSON<<ANNA<MARIA… / L898902C36UTO7408122F1204159ZE184226B<<<<<10
    expect(mrzCheckDigit('L898902C3')).toBe(6);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
    expect(mrzCheckDigit('ZE184226B<<<<<')).toBe(1);
    expect(mrzCheckDigit('L898902C36740812212041590ZE184226B<<<<<1'.replace('0ZE', 'ZE'))).not.toBeNull();
  });

  it('computes the composite check digit of the ICAO TD1 specimen', () => {
    // I<UTOD231458907<<<<<<<<<<<<<<< / 7408122F1204159UTO<<<<<<<<<<<6
    expect(mrzCheckDigit('D23145890')).toBe(7);
    expect(mrzCheckDigit('D231458907<<<<<<<<<<<<<<<74081221204159<<<<<<<<<<<')).toBe(6);
  });

  it('refuses characters outside the MRZ alphabet', () => {
    expect(mrzCheckDigit('L89890-C3')).toBeNull();
    expect(checkDigitHolds('l898902c3', '6')).toBe(false);
  });

  it("accepts '<' only as the check digit of an all-filler field", () => {
    expect(checkDigitHolds('<<<<<<<<<<<<<<', '<')).toBe(true);
    expect(checkDigitHolds('<<<<<<<<<<<<<<', '0')).toBe(true);
    expect(checkDigitHolds('ZE184226B<<<<<', '<')).toBe(false);
    expect(checkDigitHolds('L898902C3', '7')).toBe(false);
  });

  it('checks the Luhn digit of an Emirates ID number', () => {
    expect(emiratesIdLuhnHolds('784199012345676')).toBe(true);
    expect(emiratesIdLuhnHolds('784199012345677')).toBe(false);
    expect(emiratesIdLuhnHolds('784199012354676')).toBe(false); // two digits swapped
    expect(emiratesIdLuhnHolds('123199012345676')).toBe(false); // not a UAE number
  });
});
