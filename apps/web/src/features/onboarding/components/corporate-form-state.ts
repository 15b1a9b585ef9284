import {
  type CorporateCustomer,
  type CorporateFormInput,
  corporateToFormInput,
  emptyCorporateForm,
  emptyPartnerForm,
  type PartnerFormInput,
} from '@aml/contracts';
import { randomId } from '@mantine/hooks';

/**
 * A partner as the form holds it: the contract's input plus a `key` that stays with the entry when an
 * earlier one is removed, so React keeps each card's inputs (and their typed-in search text) with the
 * right partner. The schema strips it before anything is sent.
 */
export type PartnerEntry = PartnerFormInput & { key: string };

export type CorporateFormState = Omit<CorporateFormInput, 'partners'> & { partners: PartnerEntry[] };

/** Spec 2 §3.6 defaults (type Individual, ID type Passport, role UBO, pep false). */
export function newPartnerEntry(): PartnerEntry {
  return { ...emptyPartnerForm(), key: randomId() };
}

function withKeys(input: CorporateFormInput): CorporateFormState {
  return { ...input, partners: (input.partners ?? []).map((partner) => ({ ...partner, key: randomId() })) };
}

/**
 * A new registration starts with one empty partner: at least one is required (spec 2 §5.4), so the
 * form offers the first card rather than an empty section.
 */
export function newCorporateFormState(): CorporateFormState {
  return { ...withKeys(emptyCorporateForm()), partners: [newPartnerEntry()] };
}

export function corporateFormState(customer: CorporateCustomer): CorporateFormState {
  return withKeys(corporateToFormInput(customer));
}
