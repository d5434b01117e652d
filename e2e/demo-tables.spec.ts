import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { acceptAgeTerms, openDemoTable } from './support.ts';
import { expect, test } from './fixtures.ts';
import { deposit, registerMember } from './members.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

interface Card {
  vassalage: string;
  displayName: string;
  isGame: string;
}

/**
 * A third-party game of a product type whose name is unique in the list, so the search opens
 * exactly this card (`nameLike` narrows the choice, e.g. a roulette table for LIVE).
 */
async function demoGame(request: APIRequestContext, gameType: string): Promise<Card> {
  const res = await request.get(
    `${process.env.E2E_BASE_URL}/wps/relay/GCSGAME_gameList?gameType=${gameType}&pageSize=60`,
  );
  const games = ((await res.json()) as { value: { games: Card[] } }).value.games;
  const count = (name: string) => games.filter((g) => g.displayName === name).length;
  const game = games.find(
    (g) => g.isGame === 'GAME' && g.vassalage !== 'PGE' && count(g.displayName) === 1,
  );
  expect(game, `a ${gameType} demo-vendor game in the catalogue`).toBeTruthy();
  return game!;
}

async function transferTo(page: Page, vendor: string, amount: string): Promise<void> {
  await page.goto('/member?mcPage=transferFund');
  await expect(page.getByRole('heading', { level: 1, name: 'Transferir fundos' })).toBeVisible();
  await page.getByLabel('Fornecedor', { exact: true }).selectOption(vendor);
  await page.getByLabel('Valor', { exact: true }).fill(amount);
  await page.getByRole('button', { name: /^Transferir para / }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Transferência registada.' }),
  ).toBeVisible();
}

interface Opened {
  table: FrameLocator;
  /** The vendor balance and the rounds listed before this table's round (vendors may share). */
  before: string;
  rounds: number;
}

/** Opens the game from the search box and answers its demo table with money in it. */
async function open(page: Page, game: Card): Promise<Opened> {
  const table = await openDemoTable(page, {
    displayName: game.displayName,
    vendor: game.vassalage,
  });
  await expect(table.locator('#balance')).toHaveText(/^R\$ [1-9]\d*,\d\d$/u);
  const before = (await table.locator('#balance').textContent())!;
  const rounds = await table.locator('#history li').count();
  await table.getByLabel('Aposta', { exact: true }).selectOption('5.00');
  return { table, before, rounds };
}

/** After one 5,00 round: the result is announced and the balance moved by the round. */
async function expectPlayed({ table, before, rounds }: Opened): Promise<void> {
  await expect(table.locator('#result')).toContainText(/ganhou|perdeu/u, { timeout: 15_000 });
  await expect(table.locator('#balance')).not.toHaveText(before);
  await expect(table.locator('#history li')).toHaveCount(rounds + 1);
}

test('each product type opens its own demo table and plays a real round', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const sports = await demoGame(request, 'SPORTS');
  const live = await demoGame(request, 'LIVE');
  const fish = await demoGame(request, 'FISH');
  await registerMember(page, request, 'dt');
  await deposit(page, '100');
  for (const vendor of new Set([sports.vassalage, live.vassalage, fish.vassalage]))
    await transferTo(page, vendor, '20');

  await test.step(`SPORTS: ${sports.displayName} places a single bet from the slip`, async () => {
    const opened = await open(page, sports);
    const { table } = opened;
    await expect(table.getByRole('heading', { name: 'Apostas desportivas' })).toBeVisible();
    await table.getByRole('button', { name: 'Apostar' }).click();
    await expect(table.locator('#result')).toHaveText('Escolha primeiro uma seleção.');
    const odds = table.getByRole('button', { name: /^Adicionar .* ao boletim$/u }).first();
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    await expect(table.locator('#slip')).toContainText('@');
    await expect(table.locator('#potential')).toContainText('R$');
    await table.getByRole('button', { name: 'Apostar' }).click();
    await expectPlayed(opened);
  });

  await test.step(`LIVE: ${live.displayName} spins the roulette`, async () => {
    const opened = await open(page, live);
    const { table } = opened;
    await expect(table.getByRole('heading', { name: 'Roleta europeia' })).toBeVisible();
    await table.getByRole('radio', { name: 'Preto' }).check();
    await table.getByRole('button', { name: 'Girar' }).click();
    await expectPlayed(opened);
    await expect(table.locator('#result')).toContainText('Bola no');
  });

  await test.step(`FISH: ${fish.displayName} shoots at a fish`, async () => {
    const opened = await open(page, fish);
    const { table } = opened;
    await expect(table.getByRole('heading', { name: 'Pesca' })).toBeVisible();
    await table.getByRole('radio', { name: /^Tartaruga/u }).check();
    await table.getByRole('button', { name: 'Disparar' }).click();
    await expectPlayed(opened);
    await expect(table.locator('#result')).toContainText('Tartaruga');
  });
});
