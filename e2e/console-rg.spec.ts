import type { Browser, Page } from '@playwright/test';
import { opsEndpoints } from '@portal/contract/ops';
import { firstConsoleLogin, ownPage } from './console-login.ts';
import { expect, operatorCall, test } from './fixtures.ts';
import { addWithdrawalAccount, deposit, registerMember } from './members.ts';
import { acceptAgeTerms } from './support.ts';

/**
 * A risk operator made through the operator API, then its first login at /console on a page of
 * its own: password, the authenticator's enrolment (its code computed here), the recovery codes.
 */
async function riskOperator(browser: Browser, request: Parameters<typeof operatorCall>[0]) {
  const username = `rg${Math.random().toString(36).slice(2, 8)}`;
  const password = 'risk passphrase 2024';
  await operatorCall(request, opsEndpoints.operatorCreate, { username, password, role: 'risk' });
  const page = await ownPage(browser);
  await firstConsoleLogin(page, username, password);
  return page;
}

/** Opens the console's Responsible gaming page from the navigation. */
async function openRg(page: Page) {
  await page
    .getByRole('navigation', { name: 'Secções da consola' })
    .getByRole('link', { name: 'Jogo responsável' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeVisible();
}

/**
 * Responsible gaming in the console (issue #21): a member in a cool-off has the balance paid out
 * to the registered account by an operator; the operator asks to lift the cool-off early and
 * cannot approve the own request (the server says why); a second operator approves it.
 */
test('a cool-off: payout by an operator, a lift asked by one operator and approved by another', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await acceptAgeTerms(page);
  const account = await registerMember(page, request, 'rgc');

  await test.step('the member deposits, adds an account and starts a 24-hour cool-off', async () => {
    await deposit(page, '100');
    await page.goto('/member?mcPage=securityCenter');
    await addWithdrawalAccount(page);
    await page.goto('/member?mcPage=responsibleGaming');
    await page.getByLabel('Duração da pausa').selectOption({ label: '24 horas' });
    await page.getByRole('button', { name: 'Iniciar: Pausa' }).click();
    await page
      .getByRole('dialog', { name: 'Confirmar' })
      .getByRole('button', { name: 'Sim, iniciar' })
      .click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible({
      timeout: 30_000,
    });
  });

  const first = await riskOperator(browser, request);
  await test.step('operator A pays the balance out and asks for a lift', async () => {
    await openRg(first);
    await first.getByLabel('Conta do membro').fill(account);
    await first.getByRole('button', { name: 'Procurar' }).click();
    await expect(first.getByText(`Membro ${account} (`)).toBeVisible();
    await expect(first.getByText(/^Em pausa desde/u)).toBeVisible();
    await expect(first.getByText('Saldo levantável: 100,00')).toBeVisible();
    await first
      .getByLabel('Motivo (o pedido do membro ao apoio ao cliente)')
      .fill('Member called support');
    await first.getByRole('button', { name: 'Criar levantamento' }).click();
    await expect(
      first.getByText(/^Levantamento \d+ de 100,00 criado: aguarda revisão\.$/u),
    ).toBeVisible();
    await expect(first.getByText('Não há saldo levantável.')).toBeVisible();

    await first.getByLabel('Motivo do pedido').fill('Member asked with proof');
    await first.getByRole('button', { name: 'Pedir fim antecipado' }).click();
    await expect(first.getByText('Pedido enviado: outro operador tem de o aprovar.')).toBeVisible();
  });

  await test.step('operator A cannot approve the own request', async () => {
    const table = first.getByRole('table', { name: 'Pedidos de fim antecipado' });
    await table.getByRole('button', { name: `Aprovar: ${account}` }).click();
    await expect(first.getByText('Outro operador tem de aprovar um pedido seu.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(account, 'u') })).toBeVisible();
  });

  const second = await riskOperator(browser, request);
  await test.step('operator B approves it: the cool-off ends', async () => {
    await openRg(second);
    const table = second.getByRole('table', { name: 'Pedidos de fim antecipado' });
    await table.getByRole('button', { name: `Aprovar: ${account}` }).click();
    await expect(
      second.getByText(`Pedido de ${account} aprovado: a pausa terminou.`),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(account, 'u') })).toHaveCount(0);
    await second.getByLabel('Conta do membro').fill(account);
    await second.getByRole('button', { name: 'Procurar' }).click();
    await expect(second.getByText('Sem pausa nem autoexclusão.')).toBeVisible();
  });
});
