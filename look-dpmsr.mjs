import { chromium } from '@playwright/test';
const base = 'http://localhost:3210';
const out = '/tmp/shots-16';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'] });
async function session(theme, layout, width = 1400) {
  const context = await browser.newContext({ viewport: { width, height: 1000 }, acceptDownloads: true });
  await context.addInitScript(([t, l]) => { localStorage.setItem('theme', t); localStorage.setItem('layoutMode', l); }, [theme, layout]);
  const page = await context.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill('mlro@demo.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('Look!Passw0rd1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/dashboard\/customers/);
  return { context, page };
}
const shot = (page, name) => page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
const mode = process.argv[2] ?? 'journey';
if (mode === 'journey') {
  const { page } = await session('light', 'sidebar');
  await page.goto(base + '/dashboard/dpmsr/create');
  await page.getByRole('radio', { name: 'Corporate' }).check();
  await page.getByPlaceholder('Search by name, ID or customer number').click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Expand' }).click();
  await page.getByLabel('Entity Reference').fill('INV-2026-0042');
  await page.getByPlaceholder('Select an item type').click();
  await page.getByRole('option', { name: 'Gold' }).click();
  await page.getByLabel('Disposed Value').fill('50000');
  await page.getByLabel('Estimated Value').fill('52000');
  await page.getByRole('textbox', { name: /^Description/ }).fill('Two 1 kg gold bars');
  await page.getByLabel('Status Comments').fill('Sold and delivered');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(400);
  await shot(page, '04-not-eligible');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByLabel('Disposed Value').fill('60000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('button', { name: 'Generate XML' }).waitFor();
  await page.waitForTimeout(400);
  await shot(page, '05-created');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate XML' }).click();
  const file = await download;
  console.log('downloaded', file.suggestedFilename());
  await file.saveAs(`${out}/report.xml`);
  await page.waitForTimeout(800);
  await shot(page, '06-after-generate');
  // Individual with a quick-onboarded or incomplete customer? Use another: individual report.
  await page.goto(base + '/dashboard/dpmsr');
  await page.getByRole('table').waitFor();
  await page.waitForTimeout(500);
  await shot(page, '07-list');
  await page.getByLabel(/^View report/).first().click();
  await page.getByText('Customer Information').waitFor();
  await page.waitForTimeout(500);
  await shot(page, '08-view');
}
if (mode === 'themes') {
  for (const [theme, layout, width] of [['dark', 'sidebar', 1400], ['dark', 'top', 1400], ['light', 'top', 420]]) {
    const { page, context } = await session(theme, layout, width);
    for (const path of ['/dashboard/dpmsr', '/dashboard/dpmsr/create']) {
      await page.goto(base + path);
      await page.waitForTimeout(1500);
      await shot(page, `10-${theme}-${layout}-${width}-${path.split('/').pop()}`);
    }
    await page.goto(base + '/dashboard/dpmsr');
    await page.getByRole('table').waitFor();
    await page.getByLabel(/^View report/).first().click();
    await page.getByText('Customer Information').waitFor();
    await page.waitForTimeout(800);
    await shot(page, `10-${theme}-${layout}-${width}-view`);
    await context.close();
  }
}
await browser.close();
