import {
  ADDRESS_TYPE_OPTIONS,
  COMMUNICATION_TYPE_OPTIONS,
  CONTACT_TYPE_OPTIONS,
  findCountry,
  type Option,
} from '@aml/contracts';

/** A stored code shown by its label (OFFIC → Office, M → Mobile); a code off the list is shown as stored. */
function labelOf(options: readonly Option<string>[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}

export const contactTypeLabel = (value: string | null | undefined) => labelOf(CONTACT_TYPE_OPTIONS, value);
export const communicationTypeLabel = (value: string | null | undefined) => labelOf(COMMUNICATION_TYPE_OPTIONS, value);
export const addressTypeLabel = (value: string | null | undefined) => labelOf(ADDRESS_TYPE_OPTIONS, value);

/** A stored two-letter code (or an older name) shown as 'United Arab Emirates (AE)'. */
export function countryLabel(value: string | null | undefined): string {
  if (!value) return '';
  const country = findCountry(value);
  return country ? `${country.name} (${country.code})` : value;
}

/** The country pickers hold the list's name; the profile stores the code (decision 112). */
export function countryNameOf(value: string | null | undefined): string {
  if (!value) return '';
  return findCountry(value)?.name ?? value;
}

/** The two-letter code of a picked country name, for the field's hint. */
export function countryCodeOf(value: string | null | undefined): string {
  if (!value) return '';
  return findCountry(value)?.code ?? '';
}
