import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

/** The first-visit limits `scripts/check-bundle-budget.mjs` also checks, by its own count. */
const budget = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'scripts', 'bundle-budget.json'), 'utf8'),
) as { firstVisit: { kib: number; files: number } };

// What a first visit really downloads: every script the browser requests until the page has
// drawn its first screen, QR codes included, and the network is idle (lazy chunks and texts),
// each counted gzipped (the server sends the build's brotli copies, smaller still). The build's
// chunking (apps/web/vite-plugins/first-screen-chunks.ts) keeps this to a few files.
test('a first visit to the home page downloads its scripts within the budget', async ({ page }) => {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  // The first visit's own popup, the age and terms confirmation, has opened: the page is live.
  await expect(page.getByRole('dialog')).toBeVisible();
  // The side menu's download codes, whose generator is the last part the page fetches: it loads
  // once a code is in view. The side menu may be taller than the window (its lists follow the
  // brand's data), so the codes are brought into view as a visitor scrolling there would.
  await page.getByRole('region', { name: 'Descarregar a app' }).scrollIntoViewIfNeeded();
  await expect(page.locator('div[role="img"] > svg').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  // A body still being read when the test ends fails it: wait until no new script arrived.
  for (let settled = -1; settled !== pending.length;) {
    settled = pending.length;
    await Promise.all(pending);
  }

  const kib = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  const listing = [...scripts].map(([path, size]) => `${(size / 1024).toFixed(1)} KiB ${path}`);
  console.info(`${scripts.size} scripts, ${kib.toFixed(1)} KiB:\n${listing.join('\n')}`);
  expect(scripts.size, listing.join('\n')).toBeLessThanOrEqual(budget.firstVisit.files);
  expect(kib, listing.join('\n')).toBeLessThanOrEqual(budget.firstVisit.kib);
});
