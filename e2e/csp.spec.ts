import type { Page } from '@playwright/test';
import { memberPages } from '../apps/web/src/features/member/member-pages.ts';
import { acceptAgeTerms, expectLoggedIn } from './support.ts';
import { visitorRoutes } from './visitor-routes.ts';
import { expect, test } from './fixtures.ts';

/**
 * The Content-Security-Policy breaks nothing: every route of the web app, logged out and logged
 * in, and the server-rendered game and verifier pages, load without a single violation.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Every visitor screen, plus a help anchor, the seamless frame, not-found and the verifier. */
const publicRoutes = [
  ...visitorRoutes,
  '/help#privacy',
  '/seamless',
  '/no-such-page',
  '/play/verify',
];

const memberRoutes = [
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  ...memberPages.map((mcPage) => `/member?mcPage=${mcPage}`),
  '/play/pge/dice',
  '/play/pge/slot',
  '/play/pge/crash',
];

/** Records every violation of every document the page loads, and CSP complaints in the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/iu.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return console;
}

async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => window.cspViolations.map((v) => `${location.pathname}: ${v}`));
}

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

test('no route breaks the CSP for a visitor', async ({ page }) => {
  test.setTimeout(180_000);
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
  test.setTimeout(240_000);
  const consoleErrors = await watchViolations(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByLabel('Nome de utilizador', { exact: true }).fill('player02');
  await login.getByLabel('Palavra-passe', { exact: true }).fill('player1234');
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectLoggedIn(page, 'player02');
  const violations: string[] = [];
  for (const path of [...publicRoutes, ...memberRoutes]) {
    violations.push(...(await visit(page, path)));
  }
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
