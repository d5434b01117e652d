import { contractsOpsEndpoints } from '@portal/contract/contracts';
import type { Browser, Page } from '@playwright/test';
import { expect, operatorCall, test } from './fixtures.ts';
import { deposit, headerBalance, registerMember } from './members.ts';
import {
  acceptAgeTerms,
  expectFiguresUnderLabels,
  logInAgent,
  openAgentPage,
  playDice,
} from './support.ts';

/**
 * Agent contracts end to end: agent01 offers subagent01 a daily salary, subagent01 sees the offer
 * in its after-login popup and accepts, a member of subagent01's team plays dice, the contract
 * engine runs as of the next day (the e2e server has a test clock), and the bill with its
 * computation shows on both sides while subagent01's balance grows by it.
 */

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/** A page in a browser context of its own, past the age confirmation. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-PT',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await acceptAgeTerms(page);
  return page;
}

/** Minor units of a shown amount (`R$ 1.234,50`). */
const minorOf = (shown: string) => Number(shown.replace(/[^\d]/gu, ''));

test('a daily salary is offered, accepted in the popup, billed the next day and paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  await logInAgent(page);

  await test.step('agent01 reads its real-time salary: facts and rates in one column', async () => {
    const realtime = await openAgentPage(page, 'Salário em tempo real');
    const mine = realtime.getByRole('region', { name: 'O meu contrato' });
    await expect(mine.getByLabel('Condições atuais')).toContainText('Aposta mínima contada');
    await expectFiguresUnderLabels(mine);
  });

  await test.step('agent01 offers subagent01 a daily salary within its own terms', async () => {
    const daily = await openAgentPage(page, 'Salário diário');
    await daily.getByRole('button', { name: 'Oferecer um contrato a subagent01' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oferecer um contrato a subagent01' });
    // agent01's own contract pays 0.5 %, 1 % and 1.5 %: 2 % in the third tier is refused.
    const rates = ['0,5', '1', '2'];
    for (const [i, rate] of rates.entries())
      await dialog
        .getByRole('group', { name: `Nível ${i + 1}` })
        .getByLabel('Taxa (%)')
        .fill(rate);
    await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
    await expect(
      dialog.getByText('As condições não podem ser melhores que as do seu próprio contrato.'),
    ).toBeVisible();
    await dialog.getByRole('group', { name: 'Nível 3' }).getByLabel('Taxa (%)').fill('1,5');
    // The server's answer, or what the dialog said instead, goes into the failure message.
    const answer = page
      .waitForResponse((r) => r.url().endsWith('/wps/agent/contracts/offer'), { timeout: 30_000 })
      .catch(async () => {
        throw new Error(`no offer was sent; the dialog said: ${await dialog.innerText()}`);
      });
    await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    await expect(
      page.getByText('Oferta enviada a subagent01: fica à espera da resposta.'),
    ).toBeVisible();
  });

  const sub = await newPage(browser);
  await test.step('subagent01 logs in, sees the popup and accepts the offer', async () => {
    await logInAgent(sub, 'PT', 'subagent01');
    const popup = sub.getByRole('dialog', { name: 'Ofertas de contrato à sua espera' });
    await expect(popup).toBeVisible();
    // The seeded dividend offer waits beside the new one.
    await expect(popup.getByRole('heading', { name: 'Dividendos · agent01' })).toBeVisible();
    await popup
      .getByRole('button', { name: 'Aceitar a oferta de agent01 (Salário diário)' })
      .click();
    await expect(popup.getByRole('heading', { name: 'Salário diário · agent01' })).toHaveCount(0);
    await popup.getByRole('button', { name: 'Responder mais tarde' }).click();
    const daily = await openAgentPage(sub, 'Salário diário');
    await expect(daily.getByRole('region', { name: 'O meu contrato' })).toContainText('Ativo');
  });

  await test.step('a member of subagent01’s team bets 2 × R$ 50,00 on dice', async () => {
    const member = await newPage(browser);
    await registerMember(member, request, 'sal', 'SUBAG01');
    await deposit(member, '200');
    await playDice(member, 2, '50');
    await member.context().close();
  });

  const before = await test.step('subagent01’s balance before the run', async () => {
    await sub.goto('/');
    await expect(headerBalance(sub)).toHaveText(/^R\$ [\d.]+,\d{2}$/u);
    return minorOf((await headerBalance(sub).textContent()) ?? '');
  });

  await test.step('the engine runs as of tomorrow and bills today’s salary', async () => {
    const tomorrow = new Date(Date.now() + 26 * 3_600_000).toISOString();
    await operatorCall(request, contractsOpsEndpoints.opsRun, { asOf: tomorrow });
  });

  await test.step('the bill and its computation show on both sides', async () => {
    await sub.goto('/agentHome?acPage=agentDailyWages2');
    const received = sub.getByRole('region', { name: 'Contas' });
    const row = received.getByRole('row').filter({ hasText: 'agent01' }).first();
    await expect(row).toContainText('Pago');
    await expect(row).toContainText('R$ 0,50');
    await row.getByRole('button', { name: /^Como foi calculado/u }).click();
    const statement = sub.getByRole('dialog', { name: 'Como foi calculado' });
    await expect(statement).toContainText('R$ 100,00');
    await expect(statement).toContainText(
      'Recalculado no seu navegador: R$ 0,50, o mesmo valor da conta.',
    );

    await page.goto('/agentHome?acPage=agentDailyWages2');
    const bills = page.getByRole('region', { name: 'Contas' });
    await bills.getByRole('tab', { name: 'Pagas à equipa' }).click();
    const paid = bills.getByRole('row').filter({ hasText: 'subagent01' }).first();
    await expect(paid).toContainText('Pago');
    await expect(paid).toContainText('R$ 0,50');
  });

  await test.step('subagent01’s balance grew by the bill: 0.5 % of R$ 100,00', async () => {
    await sub.goto('/');
    await expect
      .poll(async () => minorOf((await headerBalance(sub).textContent()) ?? ''))
      .toBe(before + 50);
  });
  await sub.context().close();
});
