import type { Page } from '@playwright/test';
import { acceptAgeTerms, expectLoggedIn, logIn } from './support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/** The section of the home lobby with this heading. */
const section = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('home shows the game sections, in-house first, and More opens the category', async ({
  page,
}) => {
  await page.goto('/');
  const inHouse = section(page, 'Jogos da casa');
  const hot = section(page, 'Populares');
  // Each section appears when its own list arrives: wait for both before reading their order.
  await expect(inHouse.getByRole('button', { name: /^Jogar / }).first()).toBeVisible();
  await expect(hot.getByRole('button', { name: /^Jogar / }).first()).toBeVisible();
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf('Jogos da casa')).toBeLessThan(headings.indexOf('Populares'));
  expect(await hot.getByRole('button', { name: /^Jogar (?!grátis)/u }).count()).toBeLessThanOrEqual(
    12,
  );
  await hot.getByRole('button', { name: 'Mais jogos de Populares' }).click();
  await expect(page).toHaveURL(/type=HOT/u);
  await expect(page.getByRole('button', { name: /^Jogar / }).first()).toBeVisible();
});

test('search trims the name, lists matches, and clearing it returns home', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Procurar jogos' });
  await search.fill('  Aurora  ');
  await expect(page.getByRole('heading', { name: 'Resultados para “Aurora”' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Jogar .*Aurora/u }).first()).toBeVisible();
  await search.fill('');
  await expect(section(page, 'Jogos da casa')).toBeVisible();
});

test('a lobby filters by vendor and classify and loads more', async ({ page }) => {
  await page.goto('/rng');
  const plays = page.getByRole('button', { name: /^Jogar (?!grátis)/u });
  await expect(plays).toHaveCount(18);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(plays).toHaveCount(36);

  await page.getByRole('button', { name: /^Fornecedor: / }).click();
  const vendors = page.getByRole('list', { name: 'Fornecedor' }).getByRole('button');
  const chosen = (await vendors.nth(1).textContent())!.trim();
  await vendors.nth(1).click();
  await expect(page.getByRole('button', { name: `Fornecedor: ${chosen}` })).toBeVisible();
  await expect(plays.first()).toBeVisible();
  expect(await plays.count()).toBeLessThanOrEqual(18);

  const classify = page.getByRole('group', { name: 'Tipo de jogo' });
  const tabs = classify.getByRole('button');
  if ((await tabs.count()) > 1) {
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(classify.getByRole('button', { name: 'Todos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  }
});

test('a favourite stays under FAV after a reload', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player02', 'player1234');
  await page.goto('/rng');
  const first = page.getByRole('article').first();
  const title = (await first.getAttribute('aria-label'))!;
  const toggle = first.getByRole('button', { name: `Favorito: ${title}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1200);
  await page.reload();
  await page.goto('/?type=FAV');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test('visitors and trial accounts cannot launch a game', async ({ page }) => {
  await page.goto('/');
  await section(page, 'Jogos da casa')
    .getByRole('button', { name: /^Jogar (?!grátis)/u })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Entrar' })
    .getByRole('button', { name: 'Experimentar grátis' })
    .click();
  await expectLoggedIn(page);
  await section(page, 'Jogos da casa')
    .getByRole('button', { name: /^Jogar (?!grátis)/u })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Conta de teste' });
  await expect(dialog.getByText('Registe uma conta real primeiro.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(page).not.toHaveURL(/seamless/u);
});

test('playing an in-house game changes the balance in the header', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'player02', 'player1234');
  const balance = page.getByRole('group', { name: 'Saldo' }).locator('output');
  const before = await balance.textContent();
  await section(page, 'Jogos da casa')
    .getByRole('button', { name: 'Jogar Aurora 5 Rolos' })
    .click();
  await expect(page).toHaveURL(/seamless/u);
  const game = page.frameLocator('iframe');
  await game.getByRole('button', { name: 'Girar' }).click();
  await expect(balance).not.toHaveText(before ?? '', { timeout: 20_000 });
});

test('the layout fits a 1200 px screen, logged out and logged in', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.goto('/');
  await expect(section(page, 'Jogos da casa')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await logIn(page, 'player02', 'player1234');
  await expect(page.getByRole('group', { name: 'Saldo' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
