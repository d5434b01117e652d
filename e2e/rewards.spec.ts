import { bonusesOpsEndpoints } from '@portal/contract/rewards';
import { expect, operatorCall, test } from './fixtures.ts';
import { headerBalance, registerMember } from './members.ts';
import { acceptAgeTerms, atWidth, expectWholeTable } from './support.ts';

/**
 * Bonuses end to end: an operator grants a fresh member a claimable bonus; the member finds it
 * in the reward centre, claims it (the header balance rises, the card leaves) and sees it
 * claimed in the bonus details with the turnover it asks for.
 */

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

test('a granted bonus is claimed in the reward centre and listed in the bonus details', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await registerMember(page, request, 'rwd');
  const memberId = await page.evaluate(async () => {
    const token = sessionStorage.getItem('token');
    const res = await fetch('/wps/member/info', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { value: { id: string } }).value.id;
  });
  await operatorCall(request, bonusesOpsEndpoints.opsBonusGrant, {
    memberId,
    reference: 'e2e-welcome',
    titles: { PT: 'Bónus de boas-vindas', EN: 'Welcome bonus' },
    amount: '15',
    turnoverPercent: 100,
  });

  await test.step('claim it in the reward centre', async () => {
    await page.goto('/member?mcPage=rewardCenter');
    const claim = page.getByRole('button', { name: 'Resgatar Bónus de boas-vindas' });
    await expect(page.getByRole('article', { name: 'Bónus de boas-vindas' })).toContainText(
      'R$ 15,00',
    );
    await claim.click();
    await expect(page.getByRole('status').filter({ hasText: 'resgatado' })).toContainText(
      'R$ 15,00',
    );
    await expect(headerBalance(page)).toHaveText('R$ 15,00');
    await expect(page.getByRole('article', { name: 'Bónus de boas-vindas' })).toHaveCount(0);
  });

  await test.step('see it claimed in the bonus details', async () => {
    await page.goto('/member?mcPage=bonusDetails');
    const row = page
      .getByRole('table', { name: 'Os meus bónus' })
      .getByRole('row')
      .filter({ hasText: 'Bónus de boas-vindas' });
    await expect(row).toContainText('Resgatado');
    await expect(row).toContainText('R$ 15,00');
    // Seven columns, every one in view at the narrowest desktop width.
    await atWidth(page, 1200, () =>
      expectWholeTable(page.getByRole('table', { name: 'Os meus bónus' })),
    );
  });
});
