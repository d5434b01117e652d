import type { Page } from '@playwright/test';
import { memberPages } from '../apps/web/src/features/member/member-pages.ts';
import { watchViolations, violationsHere } from './csp-watch.ts';
import { acceptAgeTerms, logIn } from './support.ts';
import { walkedMemberRoutes } from './visitor-routes.ts';
import { expect, test } from './fixtures.ts';

/**
 * The Content-Security-Policy breaks nothing: every route of the web app, logged out and logged
 * in, and the server-rendered game and verifier pages, load without a single violation. The
 * language walk (`language-walk.spec.ts`) checks the screens it reads; these tests load the
 * rest.
 */

/** A help anchor, the seamless frame, not-found and the verifier. */
const publicRoutes = ['/help#privacy', '/seamless', '/no-such-page', '/play/verify'];

/** Home as a member, and each member screen the language walk does not read. */
const memberRoutes = [
  '/',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  ...memberPages
    .map((mcPage) => `/member?mcPage=${mcPage}`)
    .filter((route) => !walkedMemberRoutes.includes(route)),
  '/play/pge/dice',
  '/play/pge/slot',
  '/play/pge/crash',
];

async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return violationsHere(page);
}

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

test('no route breaks the CSP for a visitor', async ({ page }) => {
  test.setTimeout(120_000);
  const consoleErrors = await watchViolations(page);
  const violations: string[] = [];
  for (const path of publicRoutes) violations.push(...(await visit(page, path)));
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
  // Under this policy the browser's sanitiser still trusts itself: help articles render as
  // HTML, not as escaped markup.
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ajuda' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/<\/?p>/u);
});

test('no route breaks the CSP for a member', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors = await watchViolations(page);
  await page.goto('/');
  await logIn(page, 'player02', 'player1234');
  const violations: string[] = [];
  for (const path of memberRoutes) {
    violations.push(...(await visit(page, path)));
  }
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
