import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
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

/**
 * Waits until the page has had no request in flight for half a second. After a language switch
 * the page does not load again, so `waitForLoadState('networkidle')` would not wait for the
 * server content the switch asks for in the other language; this does. Call before the switch.
 */
function trackRequests(page: Page): () => Promise<void> {
  // The requests themselves, not a count: one that began before tracking and ends after it
  // would take a count below zero, and the page would never look quiet.
  const inFlight = new Set<Request>();
  let changed = Date.now();
  const end = (request: Request) => {
    inFlight.delete(request);
    changed = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    changed = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - changed >= 500, { intervals: [100] })
      .toBe(true);
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
test.describe.configure({ timeout: 240_000 });

// One load per page: PT first (the default), then EN through the side menu's language selector,
// which re-renders the same page in the other language as a player's switch does.
for (const { path, ready } of pages) {
  test(`${path} in PT and EN has no serious or critical axe violation`, async ({ page }) => {
    const networkQuiet = trackRequests(page);
    await page.goto(path);
    for (const language of ['PT', 'EN'] as const) {
      if (language === 'EN') await page.getByLabel('Idioma', { exact: true }).selectOption('EN');
      await expect(page.getByRole('heading', { level: 1, name: ready[language] })).toBeAttached();
      // Server content (banners, promotions, terms, footer) has arrived in this language.
      await networkQuiet();
      expect({ language, violations: await seriousViolations(page) }).toEqual({
        language,
        violations: [],
      });
    }
  });
}

test('messages (member centre) in PT and EN have no serious or critical axe violation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerMember(page, request, 'ax');
  const networkQuiet = trackRequests(page);
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
  await networkQuiet();
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
