import { expect, test } from './fixtures.ts';
import { headerBalance, registerMember } from './members.ts';
import {
  acceptAgeTerms,
  atWidth,
  expectFiguresUnderLabels,
  expectWholeTable,
  logInAgent,
  openAgentPage,
} from './support.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

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
      overview.getByRole('img', { name: /^Gráfico de barras de \d+ dias?\b/u }).first(),
    ).toBeVisible();
    await expect(overview.getByRole('table').first()).toContainText(/R\$/u);
    // Labels of one, two and three lines side by side; their figures still line up.
    await expectFiguresUnderLabels(overview);
    // A report's column heads break between words rather than push columns out of view.
    await atWidth(page, 1200, () =>
      expectWholeTable(overview.getByRole('table', { name: 'Por dia', exact: true })),
    );
  });

  const code = await test.step('an invitation link is created', async () => {
    const centre = await openAgentPage(page, 'Registar membros');
    await centre.getByRole('button', { name: 'Criar ligação' }).click();
    const notice = centre.getByText(/^Ligação [A-Za-z0-9]+ criada\.$/u);
    await expect(notice).toBeVisible();
    // Every column, the row's actions included, in view on the narrowest desktop.
    await atWidth(page, 1200, () =>
      expectWholeTable(centre.getByRole('table', { name: 'Ligações de convite' })),
    );
    return /^Ligação ([A-Za-z0-9]+) criada\.$/u.exec((await notice.textContent()) ?? '')![1]!;
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const account =
    await test.step('a visitor registers through the link in another browser', async () => {
      await acceptAgeTerms(visitor);
      const registered = await registerMember(visitor, request, 'inv', code);
      await expect(headerBalance(visitor)).toHaveText('R$ 0,00');
      return registered;
    });

  await test.step('the link counts the registration', async () => {
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('1');
  });

  await test.step('the new member appears in the team and receives a transfer', async () => {
    const team = await openAgentPage(page, 'Gestão da equipa');
    // The search fields keep their width and the gap between them: a field's label spans
    // its column, which a wide input would stretch up to the next field.
    const search = (await team.getByText('Conta começa por', { exact: true }).boundingBox())!;
    const scope = (await team.getByText('Alcance', { exact: true }).boundingBox())!;
    expect(search.x + search.width).toBeLessThan(scope.x);
    await team.getByLabel('Conta começa por').fill(account);
    await team.getByRole('button', { name: 'Pesquisar' }).click();
    const row = team.getByRole('row').filter({ hasText: account });
    await expect(row).toBeVisible();
    await atWidth(page, 1200, () =>
      expectWholeTable(team.getByRole('table', { name: 'Subordinados', exact: true })),
    );
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
    const pal = await openAgentPage(page, 'Relatório de lucros e perdas');
    await expect(pal.getByRole('table')).toContainText('agent01 (próprio)');
    await expect(pal.getByRole('table')).toContainText('subagent01 e a sua equipa');
    await pal.getByRole('button', { name: 'Ver a equipa de subagent01' }).click();
    await expect(pal.getByRole('table')).toContainText('miguel_r7');
    await atWidth(page, 1200, () => expectWholeTable(pal.getByRole('table')));

    const revenue = await openAgentPage(page, 'Relatório de receitas');
    await expect(
      revenue.getByRole('img', { name: /^Gráfico de barras de \d+ produtos?\b/u }),
    ).toBeVisible();

    const moves = await openAgentPage(page, 'Transações da equipa');
    await moves.getByLabel('Subordinado', { exact: true }).fill(account);
    await moves.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(moves.getByRole('table')).toContainText('R$ 25,00');

    const history = await openAgentPage(page, 'Histórico de apostas');
    await expect(history.getByRole('tab', { name: 'Movimentos' })).toBeVisible();

    const news = await openAgentPage(page, 'Anúncios de agente');
    await expect(news).toContainText('Bem-vindo ao centro de agentes');
  });
});
