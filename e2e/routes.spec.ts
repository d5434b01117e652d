import { acceptAgeTerms } from './support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/** Public routes of spec section 2 and the heading each one shows (PT, the default language). */
const publicRoutes: Array<[string, string]> = [
  ['/', 'Bem-vindo a Aurora Play'],
  ['/index', 'Bem-vindo a Aurora Play'],
  ['/index.html', 'Bem-vindo a Aurora Play'],
  ['/home', 'Bem-vindo a Aurora Play'],
  ['/help', 'Centro de ajuda'],
  ['/sports', 'Desporto'],
  ['/esports', 'E-sports'],
  ['/lott', 'Lotaria'],
  ['/elott', 'Lotaria eletrónica'],
  ['/live', 'Casino ao vivo'],
  ['/fish', 'Pesca'],
  ['/rng?vassalage=PG', 'Slots'],
  ['/pvp', 'Jogos de cartas'],
  ['/inHouse', 'Jogos da casa'],
  ['/promotions', 'Promoções'],
  ['/pointMall', 'Loja de pontos'],
  ['/hosts', 'Anfitriãs ao vivo'],
  ['/support/chat', 'Apoio ao cliente'],
  ['/seamless', 'Sala de jogo'],
];

for (const [path, heading] of publicRoutes) {
  test(`${path} renders its screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  });
}

/** Routes that need a session: without one the guard sends the visitor to /login. */
const loginRoutes = [
  '/member',
  '/agent',
  '/agentHome',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
];

for (const path of loginRoutes) {
  test(`${path} without a session opens the login popup over home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/u);
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora Play' }),
    ).toBeVisible();
  });
}

test('/login redirects home and opens the login popup', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/u);
  await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
});

test('/register opens the registration popup over home', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('dialog', { name: 'Criar conta' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora Play' }),
  ).toBeVisible();
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora Play' }),
  ).toBeVisible();
});

test('the side menu and footer hide where the spec says', async ({ page }) => {
  await page.goto('/live');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu lateral' })).toBeVisible();
  await page.goto('/seamless');
  await expect(page.getByRole('heading', { level: 1, name: 'Sala de jogo' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menu lateral' })).toHaveCount(0);
});

test('navigation scrolls to the top, or to the hash target', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pesca' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pesca' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goto('/help#privacy');
  await expect
    .poll(() => page.evaluate(() => document.getElementById('privacy') !== null))
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(
        () => Math.abs(document.getElementById('privacy')!.getBoundingClientRect().top) < 200,
      ),
    )
    .toBe(true);
});
