import { DIAL_CODE_GROUPS } from '@aml/contracts';
import { Select, type SelectProps } from '@mantine/core';

/** One option per dialling code ('+1 (American Samoa, Anguilla, …)'): codes are shared by countries. */
const DIAL_CODE_OPTIONS = DIAL_CODE_GROUPS.map((group) => ({ value: group.value, label: group.label }));

export type DialCodeSelectProps = Omit<SelectProps, 'data' | 'searchable'>;

/** A phone's country code (spec 2 §3.5 officeCountryCode, mobileCountryCode), searched by code or country. */
export function DialCodeSelect(props: DialCodeSelectProps) {
  return (
    <Select searchable allowDeselect={false} data={DIAL_CODE_OPTIONS} nothingFoundMessage="No code found" {...props} />
  );
}
