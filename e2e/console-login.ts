import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './fixtures.ts';

/** What an authenticator app shows for the key the console gave, now. */
export function authenticatorCode(key: string): string {
  return new TOTP({
    secret: Secret.fromBase32(key),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
}

/**
 * An operator's first login at /console: password, then the authenticator's enrolment (the
 * key read off the page, its code computed here), then the recovery codes, shown once.
 */
export async function firstConsoleLogin(page: Page, username: string, password: string) {
  await page.goto('/console');
  await page.getByLabel('Utilizador', { exact: true }).fill(username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Configure o autenticador' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR do autenticador' })).toBeVisible();
  const key = (await page.getByText(/^[A-Z2-7]{32}$/u).textContent()) ?? '';
  await page
    .getByLabel('Código de 6 dígitos ou código de recuperação', { exact: true })
    .fill(authenticatorCode(key));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByRole('listitem').first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/u);
  await page.getByRole('button', { name: 'Guardei os códigos' }).click();
  await expect(page.getByRole('heading', { name: `Bem-vindo, ${username}.` })).toBeVisible();
}

/** A page of its own (cookies, storage, cache) on the worker's server. */
export async function ownPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  return context.newPage();
}
