import type { Locator, Page } from '@playwright/test';
import { expect, ops, test } from './fixtures.ts';
import { headerBalance } from './members.ts';
import { acceptAgeTerms, expectLoggedIn, logInAgent } from './support.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/** Opens an agent page from the centre's menu and waits for its frame. */
async function openPage(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Centro de agente' })
    .getByRole('link', { name })
    .click();
  const frame = page.getByRole('region', { name });
  await expect(frame).toBeVisible();
  return frame;
}

test('the demo agent sees its team, invites a member, sends it money and reads every report', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await logInAgent(page);

  await test.step('the team overview shows seeded figures and charts', async () => {
    const overview = page.getByRole('region', { name: 'Visão geral da equipa' });
    await expect(overview.getByText('Tamanho da equipa')).toBeVisible();
    await expect(
      overview.getByRole('img', { name: /^Gráfico de barras de \d+ dias/u }).first(),
    ).toBeVisible();
    await expect(overview.getByRole('table').first()).toContainText(/R\$/u);
  });

  const code = await test.step('an invitation link is created', async () => {
    const centre = await openPage(page, 'Registar membros');
    await centre.getByRole('button', { name: 'Criar ligação' }).click();
    const notice = centre.getByText(/^Ligação [A-Za-z0-9]+ criada\.$/u);
    await expect(notice).toBeVisible();
    return /^Ligação ([A-Za-z0-9]+) criada\.$/u.exec((await notice.textContent()) ?? '')![1]!;
  });

  const account = `inv${Math.random().toString(36).slice(2, 8)}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await test.step('a visitor registers through the link in another browser', async () => {
    await acceptAgeTerms(visitor);
    await ops(request, 'PUT', '/ops/merchants/demo/register-fields/captcha', {
      shown: false,
      required: false,
    });
    try {
      await visitor.goto(`/register?affiliateCode=${code}`);
      const form = visitor.getByRole('dialog', { name: 'Criar conta' });
      await form.getByLabel('Nome de utilizador', { exact: true }).fill(account);
      await form.getByLabel('Palavra-passe', { exact: true }).fill('abc12345');
      await form.getByLabel('Confirmar palavra-passe', { exact: true }).fill('abc12345');
      await form.getByLabel('Li e aceito os termos e condições', { exact: true }).check();
      await form.getByLabel('Confirmo que tenho 18 anos ou mais', { exact: true }).check();
      await form.getByRole('button', { name: 'Criar conta' }).click();
      await expectLoggedIn(visitor, account);
    } finally {
      await ops(request, 'PUT', '/ops/merchants/demo/register-fields/captcha', {
        shown: true,
        required: true,
      });
    }
    await expect(headerBalance(visitor)).toHaveText('R$ 0,00');
  });

  await test.step('the link counts the registration', async () => {
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('1');
  });

  await test.step('the new member appears in the team and receives a transfer', async () => {
    const team = await openPage(page, 'Gestão da equipa');
    await team.getByLabel('Conta começa por').fill(account);
    await team.getByRole('button', { name: 'Pesquisar' }).click();
    const row = team.getByRole('row').filter({ hasText: account });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Ver ${account}` }).click();
    const panel = page.getByRole('region', { name: `Subordinado ${account}` });
    await expect(panel).toBeVisible();
    await panel.getByLabel('Valor', { exact: true }).fill('25');
    await panel.getByLabel('Palavra-passe de levantamento', { exact: true }).fill('135790');
    await panel.getByRole('button', { name: 'Transferir', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar transferência' });
    await expect(confirm).toContainText(`Transferir R$ 25,00 para ${account}?`);
    await confirm.getByRole('button', { name: 'Confirmar transferência' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      /^Transferência enviada\. O seu saldo: R\$ [\d.]+,\d{2}\.$/u,
    );
    // The member's header follows its balance over the websocket.
    await expect(headerBalance(visitor)).toHaveText('R$ 25,00', { timeout: 30_000 });
  });
  await visitorContext.close();

  await test.step('every report opens with content', async () => {
    const pal = await openPage(page, 'Relatório de lucros e perdas');
    await expect(pal.getByRole('table')).toContainText('agent01 (próprio)');
    await expect(pal.getByRole('table')).toContainText('subagent01 e a sua equipa');
    await pal.getByRole('button', { name: 'Ver a equipa de subagent01' }).click();
    await expect(pal.getByRole('table')).toContainText('miguel_r7');

    const revenue = await openPage(page, 'Relatório de receitas');
    await expect(
      revenue.getByRole('img', { name: /^Gráfico de barras de \d+ produtos/u }),
    ).toBeVisible();

    const moves = await openPage(page, 'Transações da equipa');
    await moves.getByLabel('Subordinado', { exact: true }).fill(account);
    await moves.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(moves.getByRole('table')).toContainText('R$ 25,00');

    const history = await openPage(page, 'Histórico de apostas');
    await expect(history.getByRole('tab', { name: 'Movimentos' })).toBeVisible();

    const news = await openPage(page, 'Anúncios de agente');
    await expect(news).toContainText('Bem-vindo ao centro de agentes');
  });
});
