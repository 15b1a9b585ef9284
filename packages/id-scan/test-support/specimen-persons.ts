import { emiratesIdNumber, type SpecimenPerson } from './mrz-compose';

/** The identities printed on the synthetic test documents: specimen or invented values, no real person's. */

/** ICAO 9303 part 4 specimen, with a real state so the nationality resolves (UTO is fictional). */
export const TD3_PERSON: SpecimenPerson = {
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  documentNumber: 'L898902C3',
  issuingState: 'SWE',
  nationality: 'SWE',
  birthDate: '740812',
  sex: 'F',
  expiryDate: '320415',
  optional1: 'ZE184226B',
};

export const EID_NUMBER = emiratesIdNumber('1990', '4512873');

/** An Emirates-ID-style TD1 back: ILARE, card number, the 784 ID number in the optional data. */
export const EID_PERSON: SpecimenPerson = {
  surname: 'AL HASHEMI',
  givenNames: 'MARIAM KHALID',
  documentNumber: '129384756',
  issuingState: 'ARE',
  nationality: 'IND',
  birthDate: '900517',
  sex: 'F',
  expiryDate: '280923',
  optional1: EID_NUMBER,
};

/** ICAO 9303 part 6 specimen values on a TD2 card, issued by a real state. */
export const TD2_PERSON: SpecimenPerson = {
  surname: 'ERIKSSON',
  givenNames: 'ANNA MARIA',
  documentNumber: 'D23145890',
  issuingState: 'NLD',
  nationality: 'NLD',
  birthDate: '740812',
  sex: 'F',
  expiryDate: '320415',
};

/** A Saudi national ID card in TD1 (a GCC ID for the form). */
export const GCC_PERSON: SpecimenPerson = {
  surname: 'AL QAHTANI',
  givenNames: 'FAISAL',
  documentNumber: '102938475',
  issuingState: 'SAU',
  nationality: 'SAU',
  birthDate: '851130',
  sex: 'M',
  expiryDate: '300101',
};
