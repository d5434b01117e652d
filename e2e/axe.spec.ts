import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { memberId } from './content-support.ts';
import { registerMember } from './members.ts';
import { contentOpsEndpoints } from '@portal/contract/content';
import { expect, operatorCall, test } from './fixtures.ts';
import { acceptAgeTerms, logInAgent } from './support.ts';
import { walkedAgentRoutes } from './visitor-routes.ts';

/** Serious and critical axe violations on the page as it is, with the nodes that fail. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** Chooses the language before the app starts (the saved choice of the side menu's selector). */
async function useLanguage(page: Page, code: 'PT' | 'EN') {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), code);
}

const pages = [
  { path: '/', ready: { PT: /Bem-vindo/u, EN: /Welcome/u } },
  { path: '/promotions', ready: { PT: 'Promoções', EN: 'Promotions' } },
  { path: '/help', ready: { PT: 'Centro de ajuda', EN: 'Help centre' } },
  { path: '/hosts', ready: { PT: 'Anfitriãs ao vivo', EN: 'Live hosts' } },
  { path: '/hosts/1', ready: { PT: 'Sofia', EN: 'Sofia' } },
] as const;

test.beforeEach(async ({ page }) => acceptAgeTerms(page));
// Axe walks the whole page (the home page holds a hundred game tiles): it takes its time on a
// busy machine.
test.describe.configure({ timeout: 120_000 });

for (const language of ['PT', 'EN'] as const) {
  for (const { path, ready } of pages) {
    test(`${path} in ${language} has no serious or critical axe violation`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: ready[language] })).toBeAttached();
      // Server content (banners, promotions, terms, footer) has arrived.
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('messages (member centre) in PT and EN have no serious or critical axe violation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerMember(page, request, 'ax');
  // One unread message, so the list, its unread mark and the menu badge are checked too.
  await operatorCall(request, contentOpsEndpoints.opsMessageSend, {
    memberId: await memberId(page),
    title: 'Bem-vindo',
    content: '<p>Olá!</p>',
  });
  await page.goto('/member?mcPage=messageV2');
  await expect(page.getByRole('button', { name: /Bem-vindo/u })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Mensagens da plataforma' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Idioma', { exact: true }).selectOption('EN');
  await expect(page.getByRole('heading', { level: 2, name: 'Platform messages' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the agent centre’s pages have no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(240_000);
  await logInAgent(page);
  for (const route of walkedAgentRoutes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's report or list has arrived.
    await page.waitForLoadState('networkidle');
    expect({ route, violations: await seriousViolations(page) }).toEqual({ route, violations: [] });
  }
});
