// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, renderWithApp, signInWithTenant } from '../../test-support/render-with-app';
import { entryModeOf, QuickOnboardPage } from './quick-onboard-page';

beforeAll(installBrowserShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

/**
 * The hub as the router mounts it, single-onboard its child; batch-onboard stands for the batch screen a
 * later change adds as another child.
 */
function renderHub(route: string) {
  signInWithTenant();
  return renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/quick-onboard" element={<QuickOnboardPage />}>
          <Route index />
          <Route path="single-onboard" />
          <Route path="batch-onboard" element={<p>batch screen</p>} />
          <Route path="corporate-batch" element={<p>corporate batch screen</p>} />
        </Route>
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

const entryGroup = () => screen.getByRole('radiogroup', { name: 'Choose Entry Type' });
const card = (name: string) => within(entryGroup()).getByRole('radio', { name });
const isChosen = (name: string) => card(name).getAttribute('aria-checked') === 'true';

describe('Quick Onboarding hub (spec 2 §2.4)', () => {
  it('offers single and batch entry, single chosen, with the single entry form below', () => {
    renderHub('/dashboard/quick-onboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Onboarding' })).toBeTruthy();
    expect(isChosen('Individual Single Entry')).toBe(true);
    expect(isChosen('Individual Batch Entry')).toBe(false);
    // Spec 2 §2.4: the corporate batch entry is hidden from the hub.
    expect(within(entryGroup()).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('form', { name: 'Individual Registration' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Quick Onboard' })).toBeTruthy();
  });

  it('shows the single entry form on single-onboard too', () => {
    renderHub('/dashboard/quick-onboard/single-onboard');
    expect(isChosen('Individual Single Entry')).toBe(true);
    expect(screen.getByRole('form', { name: 'Individual Registration' })).toBeTruthy();
  });

  it('goes to the batch entry path when batch is chosen, which then shows the batch screen instead', () => {
    renderHub('/dashboard/quick-onboard');
    fireEvent.click(card('Individual Batch Entry'));
    expect(screen.getByLabelText('path').textContent).toBe('/dashboard/quick-onboard/batch-onboard');
    expect(isChosen('Individual Batch Entry')).toBe(true);
    expect(screen.getByText('batch screen')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Individual Registration' })).toBeNull();
  });

  it('goes to single-onboard when single entry is chosen again', () => {
    renderHub('/dashboard/quick-onboard/batch-onboard');
    fireEvent.click(card('Individual Single Entry'));
    expect(screen.getByLabelText('path').textContent).toBe('/dashboard/quick-onboard/single-onboard');
    expect(screen.getByRole('form', { name: 'Individual Registration' })).toBeTruthy();
  });

  it('shows the corporate batch screen on its own path, with no card chosen (spec 2 §2.4)', () => {
    renderHub('/dashboard/quick-onboard/corporate-batch');
    expect(screen.getByText('corporate batch screen')).toBeTruthy();
    expect(isChosen('Individual Single Entry')).toBe(false);
    expect(isChosen('Individual Batch Entry')).toBe(false);
    expect(screen.queryByRole('form', { name: 'Individual Registration' })).toBeNull();
  });

  it('reads the mode from the path (spec 2 §2.4)', () => {
    expect(entryModeOf('/dashboard/quick-onboard')).toBe('single');
    expect(entryModeOf('/dashboard/quick-onboard/single-onboard/')).toBe('single');
    expect(entryModeOf('/dashboard/quick-onboard/batch-onboard')).toBe('batch');
    expect(entryModeOf('/dashboard/quick-onboard/batch-onboard-results')).toBe('batch');
    expect(entryModeOf('/dashboard/quick-onboard/corporate-batch')).toBe('corporate-batch');
    expect(entryModeOf('/dashboard/quick-onboard/corporate-batch-onboard-results')).toBe('corporate-batch');
  });
});
