/**
 * Test fixtures of the MRZ model, for this package's tests and for the server's scan tests (which render
 * these identities into synthetic photos and PDFs): `@aml/id-scan/testing`. Not for production code.
 */
export { composeTd1, composeTd2, composeTd3, emiratesIdNumber, type SpecimenPerson } from './mrz-compose';
export { EID_NUMBER, EID_PERSON, GCC_PERSON, TD2_PERSON, TD3_PERSON } from './specimen-persons';
