import type { APIRequestContext, Page } from '@playwright/test';
import { expect, ops } from './fixtures.ts';

/** A 1x1 PNG, a real image the upload check accepts. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Registers a fresh member through the registration popup (the demo's image captcha is switched
 * off meanwhile, as in accounts.spec.ts) and waits until the header shows them logged in.
 */
export async function registerMember(page: Page, request: APIRequestContext): Promise<string> {
  const account = `ct${Math.random().toString(36).slice(2, 9)}`;
  await ops(request, 'PUT', '/ops/merchants/demo/register-fields/captcha', {
    shown: false,
    required: false,
  });
  try {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registar' }).click();
    const form = page.getByRole('dialog', { name: 'Criar conta' });
    await form.getByLabel('Nome de utilizador', { exact: true }).fill(account);
    await form.getByLabel('Palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Confirmar palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Li e aceito os termos e condições', { exact: true }).check();
    await form.getByLabel('Confirmo que tenho 18 anos ou mais', { exact: true }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByRole('button', { name: `Menu da conta ${account}` })).toBeVisible();
  } finally {
    await ops(request, 'PUT', '/ops/merchants/demo/register-fields/captcha', {
      shown: true,
      required: true,
    });
  }
  return account;
}

/** The logged-in member's id, read with the tab's own session. */
export async function memberId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/wps/member/info', {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'X-Merchant': sessionStorage.getItem('merchant') ?? '',
      },
    });
    return ((await res.json()) as { value: { id: string } }).value.id;
  });
}

/** The value of a public API call. */
export async function apiValue<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${process.env.E2E_BASE_URL}${path}`);
  return ((await res.json()) as { value: T }).value;
}
