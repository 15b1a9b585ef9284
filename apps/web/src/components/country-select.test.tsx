// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderWithApp } from '../test-support/render-with-app';
import { filterCountries } from './country-listbox';
import { CountryMultiSelect, CountrySelect } from './country-select';

beforeAll(installBrowserShims);
afterEach(cleanup);

function SingleHarness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CountrySelect label="Nationality" value={value} onChange={setValue} />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

function MultiHarness({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <CountryMultiSelect label="Countries of Operation" value={value} onChange={setValue} />
      <output aria-label="chosen">{value.join('|')}</output>
    </>
  );
}

const chosen = () => screen.getByLabelText('chosen').textContent;

describe('filterCountries', () => {
  it('finds countries by part of the name, by alias and by two-letter code, ignoring accents', () => {
    expect(filterCountries('emirates').map((c) => c.name)).toEqual(['United Arab Emirates']);
    expect(filterCountries('UAE').map((c) => c.name)).toContain('United Arab Emirates');
    expect(filterCountries('in').map((c) => c.name)).toContain('India');
    expect(filterCountries('cote d ivoire').length).toBe(1);
    expect(filterCountries('').length).toBeGreaterThan(240);
    expect(filterCountries('zzzz')).toEqual([]);
  });
});

describe('CountrySelect', () => {
  it('is a labelled combobox; typing narrows the list and Enter picks the active country', () => {
    renderWithApp(<SingleHarness />);
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    fireEvent.change(input, { target: { value: 'jord' } });
    const list = screen.getByRole('listbox', { name: 'Nationality' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Jordan']);
    expect(input.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen()).toBe('Jordan');
    expect((input as HTMLInputElement).value).toBe('Jordan');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('renders only the rows in view of the 250 countries, each 35 px high (spec 2 §9.1)', () => {
    renderWithApp(<SingleHarness />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Nationality' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThan(30);
    expect(options[0]?.style.height).toBe('35px');
    expect(options[0]?.getAttribute('aria-setsize')).toBe(String(filterCountries('').length));
  });

  it('moves with the arrow keys and leaves the value alone on Escape', () => {
    renderWithApp(<SingleHarness initial="Oman" />);
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    fireEvent.change(input, { target: { value: 'united' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe(filterCountries('united')[1]?.name);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // From the first row, up wraps to the last.
    expect(active()).toBe(filterCountries('united').at(-1)?.name);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.blur(input);
    expect(chosen()).toBe('Oman');
    expect((input as HTMLInputElement).value).toBe('Oman');
  });

  it('picks with the mouse, and clears when the text is erased', () => {
    renderWithApp(<SingleHarness initial="Oman" />);
    const input = screen.getByRole('combobox', { name: 'Nationality' });
    fireEvent.change(input, { target: { value: 'Qatar' } });
    fireEvent.click(screen.getByRole('option', { name: 'Qatar' }));
    expect(chosen()).toBe('Qatar');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(chosen()).toBe('');
  });
});

describe('CountryMultiSelect', () => {
  it('adds countries as removable pills and never lists one twice', () => {
    renderWithApp(<MultiHarness />);
    const input = screen.getByRole('combobox', { name: 'Countries of Operation' });
    fireEvent.change(input, { target: { value: 'India' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Oman' } });
    fireEvent.click(screen.getByRole('option', { name: 'Oman' }));
    expect(chosen()).toBe('India|Oman');
    // Picking a chosen country again takes it out instead of adding a duplicate.
    fireEvent.change(input, { target: { value: 'India' } });
    expect(screen.getByRole('option', { name: 'India' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen()).toBe('Oman');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oman' }));
    expect(chosen()).toBe('');
  });

  it('removes the last pill with Backspace in the empty search', () => {
    renderWithApp(<MultiHarness initial={['Bahrain', 'Kuwait']} />);
    const input = screen.getByRole('combobox', { name: 'Countries of Operation' });
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(chosen()).toBe('Bahrain');
  });
});
