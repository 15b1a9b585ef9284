// @vitest-environment happy-dom
import type { FoundRecord } from '@aml/contracts';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildFoundRecord } from '../../../test-support/customers';
import { installBrowserShims } from '../../../test-support/render-with-app';
import { FoundRecordAccordion } from './found-record-accordion';

beforeAll(installBrowserShims);
afterEach(cleanup);

async function open(records: FoundRecord[]) {
  render(
    <MantineProvider env="test">
      <FoundRecordAccordion records={records} />
    </MantineProvider>,
  );
  const control = screen.getAllByRole('button', { name: /Score/ })[0] as HTMLElement;
  fireEvent.click(control);
  const panel = document.getElementById(control.getAttribute('aria-controls') ?? '') as HTMLElement;
  await waitFor(() => expect(panel.style.display).not.toBe('none'));
  return panel;
}

/** The value shown under a field's label in the panel's description list. */
const fieldValue = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const LONG_URL = `https://example.test/sanctions/${'a'.repeat(80)}`;
const LONG_DESCRIPTION = `${'Listed for financing. '.repeat(12)}END`;

describe('FoundRecordAccordion (spec 3 §2, §3)', () => {
  it('orders by score and heads each record with name, score, source type and id', () => {
    render(
      <MantineProvider env="test">
        <FoundRecordAccordion
          records={[
            buildFoundRecord({ name: 'Weak Match', score: 60, source_id: 'W-1' }),
            buildFoundRecord({ name: 'Strong Match', score: 99, source_id: 'S-1', source_type: 'OFAC SDN' }),
          ]}
        />
      </MantineProvider>,
    );
    const [first, second] = screen.getAllByRole('button', { name: /Score/ });
    expect(first?.textContent).toBe('Strong MatchOFAC SDN · ID S-1Score 99');
    expect(second?.textContent).toContain('Weak Match');
  });

  it('shows every field the record holds, including the batch fields', async () => {
    const panel = await open([
      buildFoundRecord({
        occupations: ['Trader'],
        political_parties: ['Party A'],
        positions: ['Minister'],
        address: ['1 Palm Street, Dubai'],
        other_information: ['Vessel owner'],
        pep_type: 'Domestic PEP',
        list_date: '2020-01-31',
        spouse: ['Aisha'],
        siblings: ['Omar', 'Khalid'],
        parents: ['Abdullah'],
      }),
    ]);
    const expected: [string, string][] = [
      ['Alias', 'Muhammad bin Abdulla Khayali'],
      ['Given Names', 'Mohammed Abdullah'],
      ['Last Names', 'Al-Khayali'],
      ['Date of Birth', '14/03/1975'],
      ['Gender', 'male'],
      ['Citizenship', 'Utopia'],
      ['Place of Birth', 'Atlantis City, Utopia'],
      ['Occupations', 'Trader'],
      ['Political Parties', 'Party A'],
      ['Positions', 'Minister'],
      ['Sanction Details', 'Demonstration listing'],
      ['Address', '1 Palm Street, Dubai'],
      ['Other Information', 'Vessel owner'],
      ['Source ID', 'DEMO-001'],
      ['Source Type', 'Demo list (fictional names)'],
      ['Entity Type', 'Individual'],
      ['PEP Type', 'Domestic PEP'],
      ['List Date', '2020-01-31'],
      ['Spouse', 'Aisha'],
      ['Siblings', 'OmarKhalid'],
      ['Parents', 'Abdullah'],
    ];
    for (const [label, value] of expected) expect(fieldValue(panel, label).textContent).toBe(value);
    // Empty fields are left out.
    expect(within(panel).queryByText('Description', { selector: 'dt' })).toBeNull();
    expect(within(panel).queryByText('Links', { selector: 'dt' })).toBeNull();
  });

  it('cuts long link text at 50 characters but links the full address in a new tab', async () => {
    const panel = await open([buildFoundRecord({ links: [LONG_URL, 'javascript:alert(1)'] })]);
    const link = within(panel).getByRole('link', { name: `${LONG_URL.slice(0, 50)}...` });
    expect(link.getAttribute('href')).toBe(LONG_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // A link that is not http(s) is shown as text, never as a link.
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
    expect(within(panel).getByText('javascript:alert(1)')).toBeTruthy();
  });

  it('clips a long description at 200 characters, with a control to read the rest', async () => {
    const panel = await open([buildFoundRecord({ description: LONG_DESCRIPTION })]);
    const value = fieldValue(panel, 'Description');
    expect(value.textContent).toContain(`${LONG_DESCRIPTION.slice(0, 200)}...`);
    expect(value.textContent).not.toContain('END');
    fireEvent.click(within(value).getByRole('button', { name: 'Show more' }));
    expect(value.textContent).toContain(LONG_DESCRIPTION);
    expect(within(value).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });
});
