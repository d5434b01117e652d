import type { Page } from '@playwright/test';
import { rewardsOpsEndpoints } from '@portal/contract/rewards/ops';
import { expect, operatorCall, test } from './fixtures.ts';
import { deposit, headerBalance, registerMember } from './members.ts';
import {
  acceptAgeTerms,
  atWidth,
  expectFiguresUnderLabels,
  expectWholeTable,
  playDice,
} from './support.ts';

/**
 * Play and its rewards end to end: a fresh member deposits R$ 200,00 and plays R$ 100,00 of
 * dice; the day's valid-bet mission completes and its R$ 2,00 is claimed (the week's ranking
 * shows the member); the manual rebate of the play (VIP0, electronic games 0,40 %) is claimed;
 * both raise the header balance; the VIP job runs (the e2e server has a test clock) and the VIP
 * page shows the progress to VIP1; the referral page gives the invite link and its QR code.
 */

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

const balanceOf = async (page: Page) => (await headerBalance(page).textContent()) ?? '';

test('play completes a mission, earns a rebate and climbs towards the next VIP level', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Bets count for the rebate at once, and a claim may pay from R$ 0,10.
  await operatorCall(request, rewardsOpsEndpoints.opsRebateSettingsSave, {
    minimum: '0.1',
    graceSeconds: 0,
  });
  // The VIP job's mark is set (a brand's first run counts nothing before it).
  await operatorCall(request, rewardsOpsEndpoints.opsVipRun, {});
  await registerMember(page, request, 'vip');

  await test.step('deposit R$ 200,00 and play 2 × R$ 50,00 on dice', async () => {
    await deposit(page, '200');
    await playDice(page, 2, '50');
  });

  await test.step('the day’s valid-bet mission is complete: claim its R$ 2,00', async () => {
    await page.goto('/member?mcPage=missionLeaderboard');
    const mission = page.getByRole('article', { name: 'Apostas válidas do dia' });
    await expect(mission.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const before = await balanceOf(page);
    await mission
      .getByRole('button', { name: 'Resgatar R$ 2,00 da missão «Apostas válidas do dia»' })
      .click();
    await expect(
      page.getByText(/Missão «Apostas válidas do dia» resgatada: R\$ 2,00/u),
    ).toBeVisible();
    await expect(headerBalance(page)).not.toHaveText(before);
    await expect(mission.getByText('Resgatada')).toBeVisible();
    // This week's ranking has the member with its R$ 100,00.
    await expect(page.getByText(/A sua posição: n\.º \d+, com R\$ 100,00/u)).toBeVisible();
  });

  await test.step('claim the manual rebate of the play: R$ 0,40', async () => {
    await page.goto('/member?mcPage=manualRebate');
    const lines = page.getByRole('region', { name: 'Reembolso por tipo de produto' });
    await expect(lines.getByRole('row').filter({ hasText: 'Jogos eletrónicos' })).toContainText(
      'R$ 100,00',
    );
    const before = await balanceOf(page);
    await page.getByRole('button', { name: 'Resgatar R$ 0,40' }).click();
    await expect(page.getByText(/Reembolso resgatado: R\$ 0,40/u)).toBeVisible();
    await expect(headerBalance(page)).not.toHaveText(before);
    await expect(
      page.getByRole('region', { name: 'Reembolsos resgatados' }).getByRole('row'),
    ).toContainText(['R$ 0,40']);
  });

  await test.step('the VIP job counts the play: the VIP page shows the way to VIP1', async () => {
    const asOf = new Date(Date.now() + 120_000).toISOString();
    await operatorCall(request, rewardsOpsEndpoints.opsVipRun, { asOf });
    await page.goto('/member?mcPage=vip');
    await expect(page.getByText('Para chegar a VIP1')).toBeVisible();
    // VIP1 takes R$ 1.000,00 of valid bets and R$ 200,00 of deposits.
    await expect(page.getByRole('progressbar', { name: 'Apostas válidas' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    await expect(page.getByRole('progressbar', { name: 'Depósitos' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // The ladder's three tables fit the member centre's column from a 1200 px screen.
    await atWidth(page, 1200, async () => {
      for (const name of [
        'O que cada nível pede',
        'O que cada nível dá',
        'Taxa de reembolso por produto',
      ]) {
        const table = page.getByRole('table', { name, exact: true });
        await expect(table).toContainText('VIP5');
        await expectWholeTable(table);
      }
    });
  });

  await test.step('the referral page gives an invite link with its QR code', async () => {
    await page.goto('/member?mcPage=referral');
    const link = page.getByRole('textbox', { name: 'A sua ligação de convite' });
    await expect(link).toHaveValue(/\/register\?referralCode=[A-Z2-9]{8}$/u);
    await expect(
      page.getByRole('img', { name: 'Código QR da sua ligação de convite' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Os seus amigos' }).getByText(/Ainda não convidou/u),
    ).toBeVisible();
    // The invite code and the friends' figures sit right under their labels.
    await expectFiguresUnderLabels(page.getByRole('main'));
  });

  await operatorCall(request, rewardsOpsEndpoints.opsRebateSettingsSave, {});
});
