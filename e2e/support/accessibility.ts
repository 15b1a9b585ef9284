import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violation on the page as it is now (ARCHITECTURE §4).
 *
 * Waits for running animations first: a dialog is "visible" as soon as its fade-in starts, and axe
 * measuring colour contrast mid-fade sees half-transparent text and reports a violation that a
 * user never sees (this made CI fail once on the Reset Password dialog).
 */
export async function expectAccessible(page: Page, label: string) {
  // Endless animations (the login page's capabilities banner) never finish and are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
