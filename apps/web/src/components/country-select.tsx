import { Combobox, InputBase, Pill, PillsInput, useCombobox } from '@mantine/core';
import { type FocusEvent, type ReactNode, useId, useState } from 'react';
import { CountryOptions, useCountryListbox } from './country-listbox';

/** What a Mantine input takes, and what form.getInputProps gives. */
interface CountryInputProps {
  label: ReactNode;
  /** The accessible name of the list, when the label is not plain text. */
  listLabel?: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

export interface CountrySelectProps extends CountryInputProps {
  /** A country's common name as COUNTRIES spells it (what the customer schemas store); '' for none. */
  value?: string | null;
  onChange?: (value: string) => void;
}

/**
 * One country, searched by typing (spec 2 §3.11 countries, §9.1 virtualised list). Leaving the input
 * with its text cleared clears the value; other typed text that picks nothing is dropped.
 */
export function CountrySelect({
  label,
  listLabel,
  value,
  onChange,
  onFocus,
  onBlur,
  id,
  placeholder = 'Select a country',
  ...inputProps
}: CountrySelectProps) {
  const inputId = useId();
  const listId = useId();
  const [search, setSearch] = useState<string | null>(null);
  const store = useCombobox({ onDropdownClose: () => setSearch(null) });
  const current = value ?? '';

  const pick = (name: string) => {
    onChange?.(name);
    store.closeDropdown();
  };
  const listbox = useCountryListbox({ store, search: search ?? '', listId, initialValue: current, onPick: pick });

  return (
    <Combobox store={store} onOptionSubmit={pick} withinPortal>
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <InputBase
          {...inputProps}
          id={id ?? inputId}
          label={label}
          placeholder={placeholder}
          value={search ?? current}
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={store.dropdownOpened}
          aria-controls={store.dropdownOpened ? listId : undefined}
          aria-activedescendant={listbox.activeId}
          autoComplete="off"
          rightSection={<Combobox.Chevron error={inputProps.error} />}
          rightSectionPointerEvents="none"
          onClick={() => store.openDropdown('mouse')}
          onFocus={onFocus}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            store.openDropdown('keyboard');
          }}
          onKeyDown={listbox.onKeyDown}
          onBlur={(event) => {
            if (search === '' && current) onChange?.('');
            store.closeDropdown();
            onBlur?.(event);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <CountryOptions
          listbox={listbox}
          listId={listId}
          label={listLabel ?? (typeof label === 'string' ? label : 'Countries')}
          isChosen={(name) => name === current}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}

export interface CountryMultiSelectProps extends CountryInputProps {
  value?: readonly string[] | null;
  onChange?: (value: string[]) => void;
}

/**
 * Several countries (countries of operation, import/export countries). A country is listed once: picking
 * a chosen one again removes it (spec 2 §5.1: multi-selects ignore duplicates).
 */
export function CountryMultiSelect({
  label,
  listLabel,
  value,
  onChange,
  onFocus,
  onBlur,
  id,
  placeholder = 'Select countries',
  disabled,
  error,
  ...wrapperProps
}: CountryMultiSelectProps) {
  const inputId = useId();
  const listId = useId();
  const [search, setSearch] = useState('');
  const store = useCombobox({ onDropdownClose: () => setSearch('') });
  const chosen = value ?? [];

  const toggle = (name: string) => {
    onChange?.(chosen.includes(name) ? chosen.filter((item) => item !== name) : [...chosen, name]);
    setSearch('');
  };
  const remove = (name: string) => onChange?.(chosen.filter((item) => item !== name));
  const listbox = useCountryListbox({ store, search, listId, initialValue: chosen[0] ?? null, onPick: toggle });
  const fieldId = id ?? inputId;

  return (
    <Combobox store={store} onOptionSubmit={toggle} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput
          {...wrapperProps}
          id={fieldId}
          label={label}
          error={error}
          disabled={disabled}
          rightSection={<Combobox.Chevron error={error} />}
          rightSectionPointerEvents="none"
          onClick={() => store.openDropdown('mouse')}
        >
          <Pill.Group>
            {chosen.map((name) => (
              <Pill
                key={name}
                withRemoveButton={!disabled}
                onRemove={() => remove(name)}
                // Mantine hides the remove buttons from keyboard and screen reader (Backspace removes the
                // last); any chosen country should be removable without a mouse.
                removeButtonProps={{ 'aria-label': `Remove ${name}`, 'aria-hidden': false, tabIndex: 0 }}
              >
                {name}
              </Pill>
            ))}
            <Combobox.EventsTarget withKeyboardNavigation={false} withAriaAttributes={false}>
              <PillsInput.Field
                id={fieldId}
                value={search}
                placeholder={chosen.length === 0 ? placeholder : undefined}
                disabled={disabled}
                role="combobox"
                aria-autocomplete="list"
                aria-haspopup="listbox"
                aria-expanded={store.dropdownOpened}
                aria-controls={store.dropdownOpened ? listId : undefined}
                aria-activedescendant={listbox.activeId}
                autoComplete="off"
                onFocus={(event) => {
                  store.openDropdown('keyboard');
                  onFocus?.(event);
                }}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  store.openDropdown('keyboard');
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search === '' && chosen.length > 0) {
                    event.preventDefault();
                    remove(chosen[chosen.length - 1] as string);
                    return;
                  }
                  listbox.onKeyDown(event);
                }}
                onBlur={(event) => {
                  store.closeDropdown();
                  onBlur?.(event);
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <CountryOptions
          listbox={listbox}
          listId={listId}
          label={listLabel ?? (typeof label === 'string' ? label : 'Countries')}
          isChosen={(name) => chosen.includes(name)}
        />
      </Combobox.Dropdown>
    </Combobox>
  );
}
