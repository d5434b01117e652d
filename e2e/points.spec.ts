import type { Page } from '@playwright/test';
import { pointsOpsEndpoints } from '@portal/contract/points';
import { expect, operatorCall, test } from './fixtures.ts';
import { deposit, headerBalance, registerMember } from './members.ts';
import { acceptAgeTerms, playDice } from './support.ts';

/**
 * The points mall end to end: a fresh member deposits and plays dice, the earning runs (the e2e
 * server has a test clock), the points show in the mall with their details; the member redeems a
 * credit reward (in process in the history), an operator approves it, and converts the rest to
 * balance, which the header shows.
 */

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/** The figure of the points card. */
const pointsFigure = (page: Page) =>
  page.getByRole('region', { name: 'Os meus pontos' }).locator('strong');

test('points earned by play and deposit are redeemed and converted to balance', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await registerMember(page, request, 'pts');

  await test.step('deposit R$ 200,00 and play 2 × R$ 50,00 on dice', async () => {
    await deposit(page, '200');
    await playDice(page, 2, '50');
  });

  await test.step('set a withdrawal password', async () => {
    await page.goto('/member?mcPage=securityCenter');
    const password = page.getByRole('region', { name: 'Palavra-passe de levantamento' });
    await password.getByLabel('Nova palavra-passe de levantamento').fill('135790');
    await password.getByLabel('Confirmar palavra-passe de levantamento').fill('135790');
    await password.getByRole('button', { name: 'Definir palavra-passe' }).click();
    await expect(password.getByText('A palavra-passe de levantamento foi guardada.')).toBeVisible();
  });

  await test.step('the earning runs: 200 points of deposit and 100 of play', async () => {
    // The demo brand earns 1 point per R$ 1,00; the run reads bets settled a minute back.
    const asOf = new Date(Date.now() + 120_000).toISOString();
    await operatorCall(request, pointsOpsEndpoints.opsRun, { asOf });
    await page.goto('/pointMall');
    await expect(pointsFigure(page)).toHaveText('300');
    await page.getByRole('tab', { name: 'Detalhes dos pontos' }).click();
    const details = page.getByRole('table', { name: 'Movimentos de pontos' });
    await expect(details.getByRole('row').filter({ hasText: 'Depósito' })).toContainText('200');
    await expect(details.getByRole('row').filter({ hasText: 'Jogos eletrónicos' })).toContainText(
      '100',
    );
  });

  let balanceBefore = '';
  await test.step('redeem a R$ 2 chip: in process in the history', async () => {
    balanceBefore = (await headerBalance(page).textContent()) ?? '';
    await page.getByRole('button', { name: 'Resgatar Ficha de R$ 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resgatar Ficha de R$ 2' });
    await dialog.getByLabel('Palavra-passe de levantamento').fill('135790');
    await dialog.getByRole('button', { name: 'Resgatar' }).click();
    await expect(page.getByText(/Resgate enviado: 1 × Ficha de R\$ 2/u)).toBeVisible();
    await expect(pointsFigure(page)).toHaveText('100');
    await page.getByRole('tab', { name: 'Histórico de resgates' }).click();
    const history = page.getByRole('table', { name: 'Histórico de resgates' });
    await expect(history.getByRole('row').filter({ hasText: 'Ficha de R$ 2' })).toContainText(
      'Em processamento',
    );
  });

  await test.step('an operator approves it: R$ 2,00 lands in the balance', async () => {
    const { items } = await operatorCall(request, pointsOpsEndpoints.opsRedemptions, {
      status: 'inProcess',
    });
    const mine = items.find((r) => r.account.startsWith('pts'))!;
    await operatorCall(request, pointsOpsEndpoints.opsRedemptionDecide, {
      id: mine.id,
      decision: 'approve',
    });
    await page.reload();
    await page.getByRole('tab', { name: 'Histórico de resgates' }).click();
    const history = page.getByRole('table', { name: 'Histórico de resgates' });
    await expect(history.getByRole('row').filter({ hasText: 'Ficha de R$ 2' })).toContainText(
      'Aprovado',
    );
    await expect(headerBalance(page)).not.toHaveText(balanceBefore);
  });

  await test.step('convert the last 100 points to R$ 1,00', async () => {
    const shown = await headerBalance(page).textContent();
    await page.getByRole('button', { name: 'Converter em saldo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Converter pontos em saldo' });
    await dialog.getByLabel('Pontos a converter').fill('100');
    await expect(dialog).toContainText('R$ 1,00');
    await dialog.getByLabel('Palavra-passe de levantamento').fill('135790');
    await dialog.getByRole('button', { name: 'Converter', exact: true }).click();
    await expect(
      page.getByText('100 pontos convertidos: R$ 1,00 creditados no seu saldo.'),
    ).toBeVisible();
    await expect(pointsFigure(page)).toHaveText('0');
    const minor = (text: string | null) => Number((text ?? '').replace(/[^\d]/gu, ''));
    await expect
      .poll(async () => minor(await headerBalance(page).textContent()))
      .toBe(minor(shown) + 100);
  });
});
