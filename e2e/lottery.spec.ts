import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { deposit, headerBalance, registerMember } from './members.ts';
import { acceptAgeTerms, atWidth, expectApart, expectInsideContent } from './support.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/**
 * The board's countdown ("Fecha em 0:42" while the period sells). The header's session clock is
 * a timer too; it is the one with a label (its text alone, h:mm, would not say what it counts).
 */
const timer = (page: Page): Locator => page.locator('[role="timer"]:not([aria-label])');

/** Waits, at most one period and its draw, until a period sells. */
async function waitUntilSelling(page: Page): Promise<void> {
  await expect(timer(page)).toHaveText(/^Fecha em 0:(?:[1-5]\d)$/u, { timeout: 90_000 });
}

/** The period the confirmation dialog names ("SSC · 1 minuto · sorteio 20261123-0755"). */
async function confirmedPeriod(dialog: Locator): Promise<string> {
  const text = await dialog.getByText(/ · sorteio \d{8}-\d{4}$/u).textContent();
  return /(\d{8}-\d{4})$/u.exec(text ?? '')![1]!;
}

test('a 1-minute SSC: a slip placed, paid and verified; a slip after the close refused', async ({
  page,
  request,
}) => {
  // One period of a one-minute game, sold, closed, drawn and settled, after a wait for a
  // period with time left to sell.
  test.setTimeout(240_000);
  await registerMember(page, request, 'lt');
  await deposit(page, '100');

  await page.goto('/lott');
  await page.getByRole('button', { name: 'Jogar SSC · 1 minuto' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=SSC_1M$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'SSC · 1 minuto' })).toBeVisible();

  // On the narrowest desktop the spec serves, a row's quick picks leave its numbers clear.
  await atWidth(page, 1200, async () => {
    const firstRow = page.getByRole('group', { name: 'Dezena de milhar' });
    await expectApart(
      firstRow.getByRole('button', { name: '9', exact: true }),
      firstRow
        .getByRole('group', { name: 'Escolha rápida' })
        .getByRole('button', { name: 'Todos' }),
    );
    // The price choice stays on one line (the prize group moves under it instead).
    const prices = page.getByRole('group', { name: 'Valor por aposta' }).getByRole('button');
    await expect(prices).toHaveCount(3);
    await expect
      .poll(() =>
        prices.evaluateAll((buttons) => [
          ...new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))),
        ]),
      )
      .toHaveLength(1);
  });

  const slip = page.getByRole('region', { name: 'Boletim' });
  /** Every digit at the first position: ten bets of R$ 2,00, of which exactly one wins. */
  const addEveryFirstDigit = async () => {
    await page
      .getByRole('group', { name: 'Dezena de milhar' })
      .getByRole('button', { name: 'Todos' })
      .click();
    await expect(page.getByRole('status', { name: 'Apostas' })).toHaveText('10');
    await expect(page.getByRole('status', { name: 'Valor' })).toHaveText('R$ 20,00');
    await page.getByRole('button', { name: 'Adicionar ao boletim' }).click();
    await expect(slip.getByRole('list', { name: 'Apostas no boletim' })).toContainText(
      '0 1 2 3 4 5 6 7 8 9',
    );
  };
  await page
    .getByRole('tablist', { name: 'Modalidades de aposta' })
    .getByRole('tab', { name: 'Posição', exact: true })
    .click();

  const period = await test.step('a slip placed while the period sells', async () => {
    await addEveryFirstDigit();
    // The slip's buttons stay inside its card, the PT labels included.
    await expectInsideContent(slip.getByRole('button', { name: 'Apostar', exact: true }), slip);
    await waitUntilSelling(page);
    await slip.getByRole('button', { name: 'Apostar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar apostas' });
    const selling = await confirmedPeriod(dialog);
    await dialog.getByRole('button', { name: 'Confirmar apostas' }).click();
    await expect(slip.getByText(`1 bilhete no sorteio ${selling}.`)).toBeVisible();
    await expect(headerBalance(page)).toHaveText('R$ 80,00');
    return selling;
  });

  await test.step('a second slip confirmed after the same period closed is refused', async () => {
    await addEveryFirstDigit();
    await slip.getByRole('button', { name: 'Apostar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar apostas' });
    expect(await confirmedPeriod(dialog)).toBe(period);
    // The dialog stays open while its period stops selling.
    await expect(timer(page)).not.toHaveText(/^Fecha em/u, { timeout: 75_000 });
    await dialog.getByRole('button', { name: 'Confirmar apostas' }).click();
    await expect(slip.getByRole('alert')).toContainText(
      'As apostas deste sorteio já fecharam. Aposte no próximo.',
    );
    await expect(slip.getByRole('button', { name: 'Apostar no próximo sorteio' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('R$ 80,00');
  });

  await test.step('the draw settles the ticket: one winning bet, the prize and rebate paid', async () => {
    const mine = page.getByRole('table', { name: 'As minhas apostas neste jogo' });
    const row = mine.getByRole('row').filter({ hasText: period });
    await expect(row).toContainText('Pendente');
    // Prize of a winning position bet at group 1900: 2 × 10 × 1900/2000 = 19,00; rebate
    // (1960 − 1900)/20 = 3 % of 20,00 = 0,60.
    await expect(row).toContainText('Ganhou', { timeout: 150_000 });
    await expect(row).toContainText('R$ 19,00');
    await expect(headerBalance(page)).toHaveText('R$ 99,60');
    const results = page.getByRole('region', { name: 'Resultados' });
    await expect(results.getByRole('row').filter({ hasText: period })).toBeVisible();
  });

  await test.step('the verifier recomputes the draw in the browser', async () => {
    await page.getByRole('button', { name: `Verificar o sorteio ${period}` }).click();
    const dialog = page.getByRole('dialog', { name: `Verificar o sorteio ${period}` });
    await expect(dialog.getByRole('status').filter({ hasText: 'Verificado' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog).toContainText('As suas apostas (1) estão na impressão digital');
  });
});
