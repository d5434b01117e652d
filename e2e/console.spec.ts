import type { Page } from '@playwright/test';
import { firstConsoleLogin as firstLogin, ownPage } from './console-login.ts';
import { violationsHere, watchViolations } from './csp-watch.ts';
import { opsEndpoints } from '@portal/contract/ops';
import { systemOpsEndpoints } from '@portal/contract/system';
import { expect, operatorCall, test } from './fixtures.ts';
import { addWithdrawalAccount, deposit, registerMember } from './members.ts';
import {
  acceptAgeTerms,
  atWidth,
  expectHeadsOverCells,
  expectInputsInLine,
  expectInsideContent,
  expectWholeTable,
} from './support.ts';

/** Creates an operator from the owner's Operators page (open). */
async function createOperator(page: Page, username: string, password: string, role: string) {
  await page.getByLabel('Utilizador', { exact: true }).fill(username);
  await page.getByLabel('Palavra-passe inicial', { exact: true }).fill(password);
  await page.getByLabel('Função', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Criar operador' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Operador ${username} criado. Configura o autenticador na primeira entrada.`,
  );
}

// One test: every later step needs the operators its first steps create.
test('an owner enrols and creates operators; finance pays a withdrawal, content hides a banner', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(360_000);
  // The server's first operator (bootstrapped and enrolled by global-setup, codes computed there)
  // opens an owner account for the brand; that owner enrols here, in the console.
  await operatorCall(request, opsEndpoints.operatorCreate, {
    username: 'owner',
    password: 'a long passphrase 2024',
    role: 'owner',
  });
  const cspComplaints = await watchViolations(page);

  await firstLogin(page, 'owner', 'a long passphrase 2024');
  const nav = page.getByRole('navigation', { name: 'Secções da consola' });
  await nav.getByRole('link', { name: 'Operadores' }).click();
  await createOperator(page, 'fiona', 'finance passphrase 7', 'Finanças');
  await createOperator(page, 'carla', 'content passphrase 7', 'Conteúdo');
  const table = page.getByRole('table', { name: 'Operadores' });
  await expect(table.getByRole('row', { name: /fiona/u })).toContainText('Sem autenticador');

  // Every step so far is in the brand's audit chain, and the chain is whole.
  await nav.getByRole('link', { name: 'Registo de auditoria' }).click();
  await expect(page.getByRole('table', { name: 'Registo de auditoria' })).toContainText(
    'operator_create',
  );
  await page.getByRole('button', { name: 'Verificar a cadeia' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Cadeia íntegra: \d+ registos verificados\.$/u,
  );
  // The console keeps to the same Content-Security-Policy as the portal.
  expect(await violationsHere(page)).toEqual([]);
  expect(cspComplaints).toEqual([]);

  await test.step('the owner puts the portal in maintenance from the System page', async () => {
    await nav.getByRole('link', { name: 'Sistema' }).click();
    await expect(page.getByText('O portal está aberto aos jogadores.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Portal em manutenção' }).check();
    await page.getByLabel('Mensagem para os jogadores').fill('De volta às 15:00');
    try {
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Manutenção ligada. Os jogadores veem agora o ecrã de manutenção.',
      );
      const visitor = await ownPage(browser);
      await acceptAgeTerms(visitor);
      await visitor.goto('/');
      await expect(visitor.getByRole('heading', { name: 'Sistema em manutenção' })).toBeVisible();
      await expect(visitor.getByText('De volta às 15:00')).toBeVisible();
      await visitor.context().close();
      // The console keeps working while players are held out.
      await page.getByRole('checkbox', { name: 'Portal em manutenção' }).uncheck();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'Manutenção desligada. Os jogadores voltam a ver o portal.',
      );
    } finally {
      // Never leave the worker's server closed to the specs after this one.
      await operatorCall(request, systemOpsEndpoints.opsMaintenance, { enabled: false });
    }
    expect(await violationsHere(page)).toEqual([]);
  });

  await test.step("the brand's rules keep their inputs in line under labels of any length", async () => {
    await nav.getByRole('link', { name: 'Jogo responsável' }).click();
    const rules = page.locator('form', {
      has: page.getByRole('heading', { name: 'Regras da marca' }),
    });
    await expect(rules.getByLabel('Pausa mínima (horas)')).toHaveValue(/^\d+$/u);
    await expectInputsInLine(rules);
  });

  const finance = await ownPage(browser);
  await test.step('a finance operator enrols and sees what its role opens', async () => {
    await firstLogin(finance, 'fiona', 'finance passphrase 7');
    const financeNav = finance.getByRole('navigation', { name: 'Secções da consola' });
    await expect(financeNav.getByRole('link')).toHaveText([
      'Início',
      'Aprovações',
      'Levantamentos',
      'Depósitos',
      'Membros',
      'Jogo responsável',
      'Pedidos',
      'Opiniões',
      'Registo de auditoria',
    ]);
    // An address its role does not open leads home.
    await finance.goto('/console/operators');
    await expect(finance.getByRole('heading', { name: 'Bem-vindo, fiona.' })).toBeVisible();
    await financeNav.getByRole('link', { name: 'Aprovações' }).click();
    await expect(finance.getByRole('heading', { name: 'Aprovações (quatro olhos)' })).toBeVisible();
  });

  const member = await ownPage(browser);
  await acceptAgeTerms(member);
  const account = await registerMember(member, request, 'cw');
  const records = member.getByRole('table', { name: 'Os meus levantamentos' });
  await test.step('a member asks for a withdrawal over the review threshold', async () => {
    await deposit(member, '1500');
    await member.goto('/member?mcPage=securityCenter');
    await addWithdrawalAccount(member);
    await member.goto('/member?mcPage=withdraw');
    await member.getByLabel('Valor', { exact: true }).fill('1200');
    await member.getByLabel('Palavra-passe de levantamento').fill('135790');
    await member.getByRole('button', { name: 'Levantar', exact: true }).click();
    const dialog = member.getByRole('dialog', { name: 'Confirmar levantamento' });
    await dialog.getByRole('button', { name: 'Confirmar levantamento' }).click();
    await expect(member.getByText('Pedido de levantamento enviado.')).toBeVisible();
    await expect(records.getByText('A aguardar aprovação')).toBeVisible();
  });

  await test.step('finance lets the payout go; the member sees it paid', async () => {
    const financeNav = finance.getByRole('navigation', { name: 'Secções da consola' });
    await financeNav.getByRole('link', { name: 'Levantamentos' }).click();
    await finance.getByLabel('Conta do membro').fill(account);
    await finance.getByRole('button', { name: 'Filtrar' }).click();
    const row = finance
      .getByRole('table', { name: 'Levantamentos' })
      .getByRole('row', { name: new RegExp(account, 'u') });
    await expect(row).toContainText('1.200,00');
    await row.getByRole('button', { name: /^Aprovar e pagar/u }).click();
    await expect(finance.getByRole('status')).toContainText('aprovado e enviado para pagamento');
    await member.reload();
    await expect(records.getByText('A aguardar confirmação')).toBeVisible();
    await expect(records.getByRole('button', { name: 'Confirmar receção' })).toBeVisible();
  });
  await finance.context().close();

  await test.step('the owner finds the member and locks it; its session ends', async () => {
    await nav.getByRole('link', { name: 'Membros' }).click();
    await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(account);
    await page.getByRole('button', { name: 'Pesquisar', exact: true }).click();
    const members = page.getByRole('table', { name: 'Membros' });
    await expect(members.getByRole('row')).toHaveCount(2);
    // Balances stand right, under a head set the same way.
    await expect(members.getByRole('columnheader', { name: 'Saldo' })).toHaveCSS(
      'text-align',
      'right',
    );
    await expectHeadsOverCells(members);
    await members.getByRole('button', { name: `Abrir: ${account}` }).click();
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${account} \\(ID`, 'u') }),
    ).toBeVisible();
    await expect(page.getByLabel('Saldos')).toContainText('300,00 BRL');
    await page
      .getByRole('textbox', { name: 'Motivo', exact: true })
      .fill('Verificação de identidade');
    await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^${account} foi bloqueado; [1-9]\\d* sess`, 'u'),
    );
    await member.reload();
    await expect(member.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Motivo', exact: true }).fill('Identidade confirmada');
    await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(`${account} foi desbloqueado.`);
    expect(await violationsHere(page)).toEqual([]);
  });
  await member.context().close();

  const content = await ownPage(browser);
  await test.step('a content operator switches a home banner off; the portal stops showing it', async () => {
    await firstLogin(content, 'carla', 'content passphrase 7');
    await content
      .getByRole('navigation', { name: 'Secções da consola' })
      .getByRole('link', { name: 'Conteúdos' })
      .click();
    // At the narrowest desktop width every column of every group's banners is in view.
    await atWidth(content, 1200, () =>
      expectWholeTable(content.getByRole('table', { name: 'Banners' })),
    );
    await content.getByLabel('Grupo').selectOption({ label: 'Página inicial' });
    // Banners the players see now: switched on and inside their window.
    const on = content
      .getByRole('table', { name: 'Banners' })
      .getByRole('row')
      .filter({ hasText: /Em exibição/u });
    const [target, other] = [on.nth(0), on.nth(1)];
    const id = ((await target.locator('td, th').first().textContent()) ?? '').trim();
    const title = (await target.getByRole('img').getAttribute('alt')) ?? '';
    const kept = (await other.getByRole('img').getAttribute('alt')) ?? '';
    expect([id, title, kept].every((text) => text !== '')).toBe(true);

    /** The home page of a new visitor (no cached answers): its carousel's banner images. */
    const homeBanners = async () => {
      const visitor = await ownPage(browser);
      await acceptAgeTerms(visitor);
      await visitor.goto('/');
      await expect(visitor.getByRole('img', { name: kept, exact: true }).first()).toBeAttached();
      return visitor;
    };
    const before = await homeBanners();
    await expect(before.getByRole('img', { name: title, exact: true }).first()).toBeAttached();
    await before.context().close();

    // At the narrowest desktop width the row actions are in view.
    await atWidth(content, 1200, () =>
      expectInsideContent(
        content.getByRole('button', { name: `Desligar: #${id}` }),
        content.getByRole('table', { name: 'Banners' }).locator('xpath=..'),
      ),
    );

    await content.getByRole('button', { name: `Desligar: #${id}` }).click();
    await expect(content.getByRole('status')).toHaveText(
      `Banner #${id} desligado. Os jogadores deixam de o ver.`,
    );
    const after = await homeBanners();
    await expect(after.getByRole('img', { name: title, exact: true })).toHaveCount(0);
    await after.context().close();
    // Back on, for the specs that walk the home page after this one on the same server.
    await content.getByRole('button', { name: `Ligar: #${id}` }).click();
    await expect(content.getByRole('button', { name: `Desligar: #${id}` })).toBeVisible();
  });

  await test.step('the content operator switches a game off; the portal search stops listing it', async () => {
    await content
      .getByRole('navigation', { name: 'Secções da consola' })
      .getByRole('link', { name: 'Catálogo' })
      .click();
    await content.getByRole('tab', { name: 'Jogos' }).click();
    await content.getByRole('textbox', { name: 'Nome do jogo' }).fill('Aurora');
    await content.getByRole('button', { name: 'Filtrar' }).click();
    const row = content
      .getByRole('table', { name: 'Jogos' })
      .getByRole('row')
      .filter({ hasText: /Ligado/u })
      .first();
    // The table keeps the unfiltered page on screen until the filtered one arrives.
    await expect(row.locator('td, th').first()).toContainText('Aurora');
    const name = ((await row.locator('td, th').first().textContent()) ?? '').trim();
    const code = ((await row.locator('td, th').nth(1).textContent()) ?? '').trim();
    expect(name).toMatch(/Aurora/u);

    /** How many cards a new visitor's search for the game's name shows of it. */
    const listed = async () => {
      const visitor = await ownPage(browser);
      await acceptAgeTerms(visitor);
      await visitor.goto('/');
      await visitor.getByRole('searchbox', { name: 'Procurar jogos' }).fill(name);
      await expect(
        visitor.getByRole('heading', { name: `Resultados para “${name}”` }),
      ).toBeVisible();
      const cards = visitor.getByRole('button', { name: `Jogar ${name}`, exact: true });
      return { visitor, cards };
    };
    const before = await listed();
    await expect(before.cards.first()).toBeVisible();
    const shown = await before.cards.count();
    await before.visitor.context().close();

    await content.getByRole('button', { name: `Desligar: ${name} (${code})` }).click();
    await expect(content.getByRole('status')).toHaveText(
      `Jogo ${name} desligado. Os jogadores deixam de o ver.`,
    );
    const after = await listed();
    await expect(after.cards).toHaveCount(shown - 1);
    await after.visitor.context().close();
    // Back on, for the specs that play it after this one on the same server.
    await content.getByRole('button', { name: `Ligar: ${name} (${code})` }).click();
    await expect(content.getByRole('status')).toHaveText(`Jogo ${name} ligado.`);
  });
  await content.context().close();
});
