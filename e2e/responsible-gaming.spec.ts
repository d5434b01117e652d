import { expect, test } from './fixtures.ts';
import { registerMember } from './members.ts';
import { acceptAgeTerms, expectHeadsOverCells } from './support.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/**
 * Responsible gaming (issue #21) as a player meets it: a deposit limit set in the member centre
 * refuses a deposit over it, and a cool-off ends the session and refuses the next login with
 * its end date.
 */
test('a deposit limit refuses a deposit over it; a cool-off refuses the next login', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await registerMember(page, request, 'rg');

  await test.step('set a daily deposit limit of 50', async () => {
    await page.goto('/member?mcPage=responsibleGaming');
    await expect(page.getByRole('heading', { level: 1, name: 'Jogo responsável' })).toBeVisible();
    await expect(page.getByText('Sessão iniciada em')).toBeVisible();
    const row = page.getByRole('row', { name: /^Depósitos por dia/u });
    await row.getByLabel('Novo valor para Depósitos por dia').fill('50');
    await row.getByRole('button', { name: 'Guardar' }).click();
    await expect(row.getByRole('status')).toHaveText('Limite guardado.');
    await expect(row).toContainText('R$ 50,00');
    // The limits' and the statement's amounts stand under their heads.
    await expect(page.getByRole('row', { name: /^[A-Z][a-zç]+ de \d{4}/u }).first()).toBeVisible();
    await expectHeadsOverCells(page.getByRole('main'));
  });

  await test.step('a deposit of 100 is refused, naming the limit', async () => {
    await page.goto('/member?mcPage=depositv2');
    await page.getByLabel('Valor do depósito').fill('100');
    await page.getByRole('button', { name: 'Depositar', exact: true }).click();
    await expect(
      page.getByText('Este depósito ultrapassa o seu limite de depósito.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/mcPage=depositv2/u);
  });

  await test.step('a 24-hour cool-off ends the session', async () => {
    await page.goto('/member?mcPage=responsibleGaming');
    await page.getByLabel('Duração da pausa').selectOption({ label: '24 horas' });
    await page.getByRole('button', { name: 'Iniciar: Pausa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar' });
    await expect(confirm).toContainText('Todas as sessões terminam agora');
    await confirm.getByRole('button', { name: 'Sim, iniciar' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('the next login is refused with the cool-off’s end date', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await login.getByLabel('Nome de utilizador', { exact: true }).fill(account);
    await login.getByLabel('Palavra-passe', { exact: true }).fill('abc12345');
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    const refusal = login.getByText(
      /A sua conta está em pausa por um período de pausa ou autoexclusão\. Até /u,
    );
    await expect(refusal).toBeVisible();
    // The page writes the date in the browser's time zone (the config's São Paulo), which is
    // a day behind this machine's UTC in the first hours after midnight: ask the page.
    const tomorrow = await page.evaluate(() =>
      new Date(Date.now() + 86_400_000).toLocaleDateString('pt-BR', { dateStyle: 'medium' }),
    );
    await expect(refusal).toContainText(tomorrow);
    await expect(refusal).toContainText(
      'O seu saldo pode ainda ser pago para a sua conta registada: contacte o apoio ao cliente.',
    );
  });
});
