import type { APIRequestContext, Page } from '@playwright/test';
import { acceptAgeTerms, openDemoTable } from './support.ts';
import { expect, test } from './fixtures.ts';
import { headerBalance, registerMember } from './members.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

async function openPage(page: Page, mcPage: string, title: string): Promise<void> {
  await page.goto(`/member?mcPage=${mcPage}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** "R$ 1.234,56" (PT, the site and the demo table) to cents. */
function cents(text: string): number {
  const digits = text.replace(/[^\d,]/gu, '');
  return Math.round(Number(digits.replace(',', '.')) * 100);
}

/** Cents as the site shows them below 1 000 (PT): "R$ 90,00". */
const brl = (minor: number) => `R$ ${(minor / 100).toFixed(2).replace('.', ',')}`;

interface Card {
  vassalage: string;
  displayName: string;
  isGame: string;
}

/** A third-party (transfer-wallet) RNG game of the catalogue. */
async function demoVendorGame(request: APIRequestContext): Promise<Card> {
  const res = await request.get(
    `${process.env.E2E_BASE_URL}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=60`,
  );
  const body = (await res.json()) as { value: { games: Card[] } };
  const game = body.value.games.find((g) => g.isGame === 'GAME' && g.vassalage !== 'PGE');
  expect(game, 'a transfer-vendor RNG game in the catalogue').toBeTruthy();
  return game!;
}

test('a demo vendor table plays a real round from the vendor wallet, booked into the bets', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const game = await demoVendorGame(request);
  const vendor = game.vassalage;
  await registerMember(page, request, 'vt');

  await test.step('deposit 100 through the demo checkout', async () => {
    await page.goto('/member?mcPage=depositv2');
    await page.getByLabel('Valor do depósito').fill('100');
    await page.getByRole('button', { name: 'Depositar', exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/demo\//u);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/mcPage=depositv2/u);
    await expect(headerBalance(page)).toHaveText('R$ 100,00');
  });

  await test.step(`transfer 30 to the ${vendor} wallet`, async () => {
    await openPage(page, 'transferFund', 'Transferir fundos');
    await page.getByLabel('Fornecedor', { exact: true }).selectOption(vendor);
    await page.getByLabel('Valor', { exact: true }).fill('30');
    await page.getByRole('button', { name: /^Transferir para / }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Transferência registada.' }),
    ).toBeVisible();
    await expect(headerBalance(page)).toHaveText('R$ 70,00');
  });

  let vendorBalance = 0;
  await test.step(`launch ${game.displayName} and play one round with 10.00`, async () => {
    const table = await openDemoTable(page, { displayName: game.displayName, vendor });
    const balance = table.locator('#balance');
    await expect(balance).toHaveText('R$ 30,00');
    await table.getByRole('combobox').selectOption('10.00');
    await table.getByRole('button', { name: /^(Tirar carta|Draw)$/u }).click();
    await expect(table.getByRole('status')).toContainText('→');
    await expect(balance).toHaveText(/^R\$ (20|40),00$/u);
    vendorBalance = cents((await balance.textContent())!);
    await expect(table.getByRole('listitem')).toHaveCount(1);
  });

  await test.step('recall all: main = before − transferred + the table’s balance', async () => {
    await openPage(page, 'transferFund', 'Transferir fundos');
    await page.getByRole('button', { name: 'Recolher tudo' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saldos recolhidos para a carteira principal.' }),
    ).toBeVisible();
    const expected = brl(10_000 - 3_000 + vendorBalance);
    await expect(headerBalance(page)).toHaveText(expected);
    await expect(page.getByText('Carteira principal', { exact: true }).locator('..')).toContainText(
      expected,
    );
  });

  await test.step('the round is in the bet history', async () => {
    await openPage(page, 'personalHistoryCopy', 'Histórico de apostas');
    const bets = page.getByRole('table', { name: 'Apostas' });
    const row = bets.getByRole('row').filter({ hasText: vendor });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('R$ 10,00');
    await expect(row).toContainText(vendorBalance > 3_000 ? 'R$ 20,00' : 'R$ 0,00');
  });
});
