import { expect, test } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { E2E } from './support/env';
import { signIn, signInAsFla, storage } from './support/session';

/** Re-signs the page's access token with an expiry in the past, as if it had aged 15 minutes. */
async function expireAccessToken(page: import('@playwright/test').Page): Promise<void> {
  const token = (await storage(page, 'token')) as string;
  const { iat: _iat, exp: _exp, iss: _iss, aud: _aud, sub, ...claims } = decodeJwt(token);
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub as string)
    .setIssuer('aml-platform')
    .setAudience('aml-platform-api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(E2E.jwtSecret));
  await page.evaluate((t) => window.localStorage.setItem('token', t), expired);
}

async function changePassword(page: import('@playwright/test').Page, current: string, next: string) {
  await page.goto('/dashboard/changePassword');
  await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(current);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(next);
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill(next);
  await page
    .getByRole('button', { name: /Change Password/ })
    .last()
    .click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
}

test.describe('session', () => {
  test('change password end to end, through a transparently refreshed token', async ({ page }) => {
    const next = 'N3w!Demo-Passw0rd';
    await signInAsFla(page);
    const refreshBefore = await storage(page, 'refreshToken');
    await expireAccessToken(page);

    await changePassword(page, E2E.demoPassword, next);
    // The expired token was refreshed on the way: a new pair is stored, the user never saw /login.
    expect(await storage(page, 'refreshToken')).not.toBe(refreshBefore);
    await expect(page).toHaveURL(/\/dashboard\/changePassword$/);
    // The form resets 2 seconds after success.
    await expect(page.getByRole('textbox', { name: 'Current Password', exact: true })).toHaveValue('', {
      timeout: 4_000,
    });

    await page
      .getByRole('button', { name: /Log out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, E2E.fla.email, next);
    await changePassword(page, next, E2E.demoPassword);
  });

  test('rejects a new password that breaks the rules and shows the strength meter', async ({ page }) => {
    await signInAsFla(page);
    await page.goto('/dashboard/changePassword');
    await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(E2E.demoPassword);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('weakpass');
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('weakpasS');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('button', { name: /Change Password/ }).last()).toBeDisabled();
  });

  test('keeps submit disabled until the current password is entered and the confirmation matches', async ({ page }) => {
    await signInAsFla(page);
    await page.goto('/dashboard/changePassword');
    const submit = page.getByRole('button', { name: /Change Password/ }).last();
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('N3w!Demo-Passw0rd');
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('N3w!Demo-Passw0rD');
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('N3w!Demo-Passw0rd');
    // Every rule of the new password holds and it matches; the current password is still missing.
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(E2E.demoPassword);
    await expect(submit).toBeEnabled();
  });

  test('log out revokes the refresh token on the server', async ({ page, request }) => {
    await signInAsFla(page);
    const refreshToken = (await storage(page, 'refreshToken')) as string;
    await page
      .getByRole('button', { name: /Log out/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page, 'token')).toBeNull();
    expect(await storage(page, 'refreshToken')).toBeNull();
    const res = await request.post('/api/Authentication/RefreshToken', { data: { token: '', refreshToken } });
    expect(res.status()).toBe(400);
  });

  test('a session whose refresh fails returns to the login page', async ({ page }) => {
    await signInAsFla(page);
    await page.goto('/dashboard/changePassword');
    // The session dies while the form is open (the shell's list-age query has already been answered;
    // a dead session found while a page loads returns to the login page at once).
    await expect(page.getByRole('textbox', { name: 'Current Password', exact: true })).toBeVisible();
    await expireAccessToken(page);
    await page.evaluate(() => window.localStorage.setItem('refreshToken', 'revoked-or-unknown'));
    await page.getByRole('textbox', { name: 'Current Password', exact: true }).fill(E2E.demoPassword);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('An0ther!Passw0rd');
    await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('An0ther!Passw0rd');
    await page
      .getByRole('button', { name: /Change Password/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(await storage(page, 'token')).toBeNull();
  });
});
