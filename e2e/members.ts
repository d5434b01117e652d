import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { systemOpsEndpoints } from '@portal/contract/system';
import { expect, operatorCall } from './fixtures.ts';
import { expectLoggedIn } from './support.ts';

/**
 * Registers a fresh member through the registration popup (the demo's image captcha is switched
 * off meanwhile) and waits until the header shows them logged in. Specs that move money or
 * change a member use their own fresh member, never a demo login. Answers the account name.
 */
export async function registerMember(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  /** Registers through an agent's invitation link (`/register?affiliateCode=`). */
  affiliateCode?: string,
): Promise<string> {
  const account = `${prefix}${Math.random().toString(36).slice(2, 8)}`;
  await withoutRegisterCaptcha(request, async () => {
    if (affiliateCode === undefined) {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Registar' }).click();
    } else {
      await page.goto(`/register?affiliateCode=${affiliateCode}`);
    }
    const form = page.getByRole('dialog', { name: 'Criar conta' });
    await form.getByLabel('Nome de utilizador', { exact: true }).fill(account);
    await form.getByLabel('Palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Confirmar palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Li e aceito os termos e condições', { exact: true }).check();
    await form.getByLabel('Confirmo que tenho 18 anos ou mais', { exact: true }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expectLoggedIn(page, account);
  });
  return account;
}

/**
 * Runs `run` with the demo's image captcha off on the register form (a script cannot read
 * one), switched through the operator API, and back on afterwards whatever happens.
 */
export async function withoutRegisterCaptcha(
  request: APIRequestContext,
  run: () => Promise<void>,
): Promise<void> {
  const captcha = (on: boolean) =>
    operatorCall(request, systemOpsEndpoints.opsRegisterField, {
      field: 'captcha',
      shown: on,
      required: on,
    });
  await captcha(false);
  try {
    await run();
  } finally {
    await captcha(true);
  }
}

/**
 * The 6-digit code of the newest message the demo gateways "sent" to a mobile number or an
 * email address, read from their outbox as an operator; waits for it to arrive.
 */
export async function sentCode(
  request: APIRequestContext,
  to: { mobile: string } | { email: string },
): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const { list } =
      'mobile' in to
        ? await operatorCall(request, systemOpsEndpoints.opsSmsOutbox, { mobile: to.mobile })
        : await operatorCall(request, systemOpsEndpoints.opsEmailOutbox, { to: to.email });
    code = list[0]?.text.match(/\b(\d{6})\b/u)?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/** The header's balance figure (PT labels). */
export function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByRole('group', { name: 'Saldo' }).locator('output');
}

/**
 * Deposits a whole amount through the demo checkout from a zero balance and waits until the
 * header shows it.
 */
export async function deposit(page: Page, amount: string): Promise<void> {
  await page.goto('/member?mcPage=depositv2');
  await page.getByLabel('Valor do depósito').fill(amount);
  await page.getByRole('button', { name: 'Depositar', exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/demo\//u);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/mcPage=depositv2/u);
  await expect(headerBalance(page)).toHaveText(`R$ ${Number(amount).toLocaleString('pt-BR')},00`);
}

/**
 * On the security centre (already open): sets the withdrawal password `135790` and adds the bank
 * account `Banco Demo ••• 1234`.
 */
export async function addWithdrawalAccount(page: Page): Promise<void> {
  const password = page.getByRole('region', { name: 'Palavra-passe de levantamento' });
  await password.getByLabel('Nova palavra-passe de levantamento').fill('135790');
  await password.getByLabel('Confirmar palavra-passe de levantamento').fill('135790');
  await password.getByRole('button', { name: 'Definir palavra-passe' }).click();
  await expect(password.getByText('A palavra-passe de levantamento foi guardada.')).toBeVisible();
  const accounts = page.getByRole('region', { name: 'Contas de recebimento' });
  await accounts.getByRole('button', { name: 'Adicionar conta' }).click();
  const form = accounts.getByRole('form', { name: 'Nova conta de recebimento' });
  await form.getByLabel('Nome real do titular').fill('Ana Teste');
  await form.getByLabel('Banco').fill('Banco Demo');
  await form.getByLabel('Número do cartão ou IBAN').fill('PT50000201231234');
  await form.getByLabel('Palavra-passe de levantamento').fill('135790');
  await form.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(accounts.getByText('A conta foi adicionada.')).toBeVisible();
  await expect(accounts.getByText('Banco Demo ·••• 1234')).toBeVisible();
}
