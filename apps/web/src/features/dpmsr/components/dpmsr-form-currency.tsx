import { CURRENCY_GROUPS, countryKey } from '@aml/contracts';
import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core';

/** One option per currency: 'USD (American Samoa, Bonaire, … +14)' (spec 3 §9 currency picker). */
const CURRENCY_OPTIONS: ComboboxItem[] = CURRENCY_GROUPS.map((group) => ({ value: group.value, label: group.label }));

/** What a currency is found by: its code, its name(s) and the names of the countries that use it. */
const SEARCH_KEYS = new Map(
  CURRENCY_GROUPS.map((group) => [
    group.value,
    countryKey(
      [
        group.value,
        ...new Set(group.countries.map((country) => country.currencyName ?? '')),
        ...group.countries.flatMap((country) => [country.name, country.officialName, ...country.aliases]),
      ].join(' '),
    ),
  ]),
);

/** Codes that start with the text come first ('us' offers USD before AUD's countries). */
const filterCurrencies: OptionsFilter = ({ options, search }) => {
  const key = countryKey(search);
  if (!key) return options;
  const items = options as ComboboxItem[];
  const byCode = items.filter((item) => item.value.toLowerCase().startsWith(key));
  const rest = items.filter((item) => !byCode.includes(item) && SEARCH_KEYS.get(item.value)?.includes(key));
  return [...byCode, ...rest];
};

export type DpmsrCurrencySelectProps = Omit<SelectProps, 'data' | 'searchable' | 'filter'>;

/** A currency code picked from the countries grouped by currency, searched by code, currency or country. */
export function DpmsrCurrencySelect({ value, ...props }: DpmsrCurrencySelectProps) {
  return (
    <Select
      searchable
      clearable
      data={CURRENCY_OPTIONS}
      filter={filterCurrencies}
      nothingFoundMessage="No currency found"
      placeholder="Select a currency"
      {...props}
      // An empty code is no choice: '' would be taken for a value and keep resetting the search text.
      value={value || null}
    />
  );
}
