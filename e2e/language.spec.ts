import { acceptAgeTerms } from './support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

test('PT is the default and a switch to EN survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora Play' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^pt/u);

  await page.getByLabel('Idioma').selectOption('EN');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Aurora Play' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Aurora Play' }),
  ).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('EN');

  await page.getByLabel('Language').selectOption('PT');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora Play' }),
  ).toBeVisible();
});

test('a language without translations keeps its code and shows EN text', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Idioma').selectOption('JA');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Aurora Play' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Language')).toHaveValue('JA');
  await page.getByLabel('Language').selectOption('PT');
});
