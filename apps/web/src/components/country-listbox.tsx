import { COUNTRIES, type Country, countryKey } from '@aml/contracts';
import { Combobox, type ComboboxStore, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';

/** Spec 2 §9.1: the virtualised country pickers draw every row 35 px high. */
export const COUNTRY_ITEM_HEIGHT = 35;
/** Rows visible before the list scrolls. */
const VISIBLE_ROWS = 7;
const LIST_RECT = { width: 0, height: COUNTRY_ITEM_HEIGHT * VISIBLE_ROWS };
/** Rows a Page Up / Page Down moves. */
const PAGE_ROWS = VISIBLE_ROWS - 1;

const INDEXED = COUNTRIES.map((country) => ({
  country,
  keys: [country.name, country.officialName, ...country.aliases].map(countryKey),
}));

/**
 * The countries whose name (common, official or alias: "UAE", "Burma") contains the typed text, or whose
 * two-letter code it is; accents and punctuation do not matter (countryKey). Names that start with the
 * text come first, then names with a word that does, so "ind" offers India before British Indian Ocean
 * Territory.
 */
export function filterCountries(query: string): readonly Country[] {
  const key = countryKey(query);
  if (!key) return COUNTRIES;
  const code = query.trim().toUpperCase();
  const ranked: { country: Country; rank: number }[] = [];
  for (const entry of INDEXED) {
    const rank = matchRank(entry, key, code);
    if (rank !== null) ranked.push({ country: entry.country, rank });
  }
  // Array.prototype.sort is stable: within a rank the list keeps its alphabetical order.
  return ranked.sort((a, b) => a.rank - b.rank).map((entry) => entry.country);
}

function matchRank(entry: (typeof INDEXED)[number], key: string, code: string): number | null {
  const [name = '', ...others] = entry.keys;
  if (name.startsWith(key)) return 0;
  if (name.split(' ').some((word) => word.startsWith(key))) return 1;
  if (entry.country.code === code || others.some((other) => other.startsWith(key))) return 2;
  if (entry.keys.some((k) => k.includes(key))) return 3;
  return null;
}

export interface CountryListbox {
  /** The countries the typed text matches. */
  options: readonly Country[];
  /** Index in `options` of the row the arrow keys point at, -1 for none. */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** The active row's element id, for the input's aria-activedescendant. */
  activeId: string | undefined;
  /** The input's key handling: arrows, Page Up/Down, Enter picks, Escape closes. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

interface UseCountryListboxOptions {
  store: ComboboxStore;
  search: string;
  listId: string;
  /** The row to point at when the list opens (the chosen country). */
  initialValue: string | null;
  onPick: (name: string) => void;
}

/**
 * Keyboard navigation of a virtualised list. Mantine's own navigation walks the option elements in the
 * DOM, which a virtualised list does not all render, so the active row is kept here by index and
 * announced through aria-activedescendant.
 */
export function useCountryListbox({ store, search, listId, initialValue, onPick }: UseCountryListboxOptions) {
  const options = useMemo(() => filterCountries(search), [search]);
  const opened = store.dropdownOpened;
  // The row the arrow keys moved to, for the text it was moved in. Derived during render rather than
  // reset by an effect, so an Enter right after typing picks the first match of what was typed.
  const [moved, setMoved] = useState<{ search: string; index: number } | null>(null);
  const startIndex =
    options.length === 0
      ? -1
      : search
        ? 0
        : Math.max(
            0,
            options.findIndex((country) => country.name === initialValue),
          );
  const activeIndex = !opened ? -1 : moved && moved.search === search ? moved.index : startIndex;
  const setActiveIndex = (index: number) => setMoved({ search, index });

  // Opening again starts from the chosen country, not from where the arrows were last time.
  useEffect(() => {
    if (!opened) setMoved(null);
  }, [opened]);

  const move = (to: number) => {
    if (options.length === 0) return;
    setActiveIndex(Math.min(options.length - 1, Math.max(0, to)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!opened) store.openDropdown('keyboard');
        else move(activeIndex >= last ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!opened) store.openDropdown('keyboard');
        else move(activeIndex <= 0 ? last : activeIndex - 1);
        break;
      case 'PageDown':
        if (opened) {
          event.preventDefault();
          move(activeIndex + PAGE_ROWS);
        }
        break;
      case 'PageUp':
        if (opened) {
          event.preventDefault();
          move(activeIndex - PAGE_ROWS);
        }
        break;
      case 'Enter': {
        const country = options[activeIndex];
        // Enter on an open list picks; it must not submit the form around the picker.
        if (opened && country) {
          event.preventDefault();
          onPick(country.name);
        }
        break;
      }
      case 'Escape':
        if (opened) {
          event.preventDefault();
          store.closeDropdown('keyboard');
        }
        break;
      default:
    }
  };

  const activeId = opened && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined;
  return { options, activeIndex, setActiveIndex, activeId, onKeyDown } satisfies CountryListbox;
}

const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface CountryOptionsProps {
  listbox: CountryListbox;
  listId: string;
  label: string;
  isChosen: (name: string) => boolean;
  nothingFound?: string;
}

/** The dropdown's rows: only those in view are rendered (@tanstack/react-virtual). */
export function CountryOptions({
  listbox,
  listId,
  label,
  isChosen,
  nothingFound = 'No country found',
}: CountryOptionsProps) {
  const { options, activeIndex, setActiveIndex } = listbox;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COUNTRY_ITEM_HEIGHT,
    overscan: 5,
    // A list not laid out yet (the dropdown's first frame, a test DOM) still shows its first rows.
    initialRect: LIST_RECT,
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : LIST_RECT)),
  });

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  return (
    <Combobox.Options id={listId} aria-label={label}>
      {options.length === 0 ? (
        <Combobox.Empty>{nothingFound}</Combobox.Empty>
      ) : (
        <div
          ref={scrollRef}
          role="presentation"
          style={{ maxHeight: COUNTRY_ITEM_HEIGHT * VISIBLE_ROWS, overflowY: 'auto' }}
        >
          <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const country = options[row.index] as Country;
              const chosen = isChosen(country.name);
              return (
                <Combobox.Option
                  key={country.code}
                  id={optionId(listId, row.index)}
                  value={country.name}
                  selected={row.index === activeIndex}
                  active={chosen}
                  aria-selected={chosen}
                  aria-setsize={options.length}
                  aria-posinset={row.index + 1}
                  onMouseEnter={() => setActiveIndex(row.index)}
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    height: COUNTRY_ITEM_HEIGHT,
                    transform: `translateY(${row.start}px)`,
                    display: 'flex',
                    alignItems: 'center',
                  }}
                >
                  <Group gap={6} wrap="nowrap" w="100%">
                    {chosen ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
                    <Text size="sm" truncate>
                      {country.name}
                    </Text>
                  </Group>
                </Combobox.Option>
              );
            })}
          </div>
        </div>
      )}
    </Combobox.Options>
  );
}
