import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { registerMember } from './members.ts';
import { acceptAgeTerms, logIn, openGame } from './support.ts';
import { expect, test } from './fixtures.ts';

/**
 * The in-house games through their real controls, in PT inside the portal and in EN on their
 * own page: a round of each with its animated result, the frame's balance equal to the
 * header's, the fair-play check, and one crash round shared by two browsers.
 */

async function logInAt(page: Page, account: string, password: string): Promise<void> {
  await acceptAgeTerms(page);
  await page.goto('/');
  await logIn(page, account, password);
}

/**
 * The header's balance and the frame's agree (the header follows the wallet's push). Both are
 * read again until they do: after a cash-out either side may show the new balance first (the
 * header was once ahead of a frame read a moment too early).
 */
async function expectSameBalance(page: Page, game: FrameLocator): Promise<void> {
  const inFrame = game.locator('.balance-value');
  const header = page.getByRole('group', { name: 'Saldo' }).locator('output');
  await expect(inFrame).toHaveText(/R\$ [\d.]+,\d{2}/u);
  await expect
    .poll(async () => (await header.textContent()) === (await inFrame.textContent()), {
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * Marks `button` with `data-was-disabled` once it turns disabled: a round in turbo (reduced
 * motion) is over in half a second, so its disabled spell is recorded, not polled for.
 */
async function recordDisabled(button: Locator): Promise<void> {
  await button.evaluate((element) => {
    new MutationObserver(() => {
      if ((element as HTMLButtonElement).disabled) element.dataset['wasDisabled'] = 'true';
    }).observe(element, { attributes: true, attributeFilter: ['disabled'] });
  });
}

/** Changes the client seed, which reveals the server seed; the page checks it against the hash. */
async function revealAndVerify(
  game: Page | FrameLocator,
  fair: string,
  seedLabel: string,
  rotate: string,
): Promise<void> {
  await game.getByText(fair, { exact: true }).click();
  await game.getByLabel(seedLabel).fill('e2e-client-seed');
  await game.getByRole('button', { name: rotate }).click();
  await expect(game.locator('[data-verified="true"]')).toBeVisible();
}

test('the slot spins its drawn reels, pays by the table and verifies its seed (PT)', async ({
  page,
}) => {
  await logInAt(page, 'player02', 'player1234');
  const game = await openGame(page, 'Aurora 5 Rolos');
  // Drawn symbols, no letters: every cell is an SVG image with a translated name.
  await expect(game.locator('.reel svg[data-symbol]').first()).toBeVisible();
  await game.getByRole('button', { name: 'Aumentar a aposta' }).click();
  await expect(game.getByLabel('Aposta (R$)')).toHaveValue('2,00');
  const spin = game.getByRole('button', { name: 'Girar' });
  await recordDisabled(spin);
  await spin.click();
  const last = game.getByRole('list', { name: 'Últimas rondas' }).getByRole('listitem');
  await expect(last).toHaveCount(1, { timeout: 20_000 });
  // The button was off while the round was in the air (a state too short to poll for).
  await expect(spin).toHaveAttribute('data-was-disabled', 'true');
  await expect(last.first()).toContainText(/R\$ \d+,\d{2}/u);
  await expect(game.getByRole('status')).toHaveText(/Ganhou R\$|Sem prémio/u);
  await expectSameBalance(page, game);
  // The keyboard plays too: space on the page spins.
  await game.locator('h1').click();
  await page.keyboard.press('Space');
  await expect(last).toHaveCount(2, { timeout: 20_000 });
  await expectSameBalance(page, game);
  await game.getByRole('button', { name: 'Regras e tabela de prémios' }).click();
  await expect(game.getByRole('dialog', { name: 'Regras e tabela de prémios' })).toContainText(
    'Coroa',
  );
  await game.getByRole('button', { name: 'Fechar' }).click();
  await revealAndVerify(
    game,
    'Jogo justo comprovável',
    'Nova semente do cliente',
    'Trocar sementes e revelar',
  );
  await expect(game.getByRole('link', { name: /^Verificar a ronda \d+$/u })).toHaveCount(2);
  // HOME shows the winner board with real settled wins.
  await page.goto('/');
  const board = page.getByRole('region', { name: 'Grandes vitórias' });
  await expect(board.getByRole('listitem').first()).toContainText(
    /\*\*\*.* ganhou R\$ [\d.]+,\d{2}/u,
  );
});

test('the dice roll over or under a target with live odds, in EN on the game page', async ({
  page,
}) => {
  await logInAt(page, 'player02', 'player1234');
  await openGame(page, 'Dados Aurora');
  // The same launch in English, on the game's own page.
  const src = await page.locator('iframe').getAttribute('src');
  const url = new URL(src!, page.url());
  url.searchParams.set('lang', 'EN');
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Dice' })).toBeVisible();
  const target = page.getByRole('slider', { name: /Target/u });
  await target.focus();
  for (let i = 0; i < 25; i += 1) await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Over' }).click();
  await expect(page.locator('[data-field="chance"]')).toHaveText('25%');
  await expect(page.locator('[data-field="multiplier"]')).toHaveText('3.9600×');
  await page.getByRole('button', { name: 'Roll' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Rolled/u })).toHaveText(
    /^Rolled \d+\.\d{2}\. (You won R\$|No win)/u,
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByRole('list', { name: 'Last rounds' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await revealAndVerify(page, 'Provably fair', 'New client seed', 'Change seeds and reveal');
  await expect(page.getByRole('link', { name: /^Verify round \d+$/u })).toHaveCount(1);
});

/** A logged-in member's page on the crash game, in a browser context of its own. */
async function crashPlayer(browser: Browser, logInMember: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({
    locale: 'pt-PT',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await acceptAgeTerms(page);
  await logInMember(page);
  const game = await openGame(page, 'Foguetão Aurora');
  return { context, page, game, action: game.locator('button.primary') };
}

test('two browsers share one crash round: one cashes out and both see it', async ({
  browser,
  request,
}) => {
  // A bound for a failing run: a round flies for up to 115 s (a 1000x crash point), and on a
  // loaded machine the bet of the first tries may reach the server after betting closed.
  test.setTimeout(600_000);
  const a = await crashPlayer(browser, async (page) => {
    await page.goto('/');
    await logIn(page, 'player02', 'player1234');
  });
  // The watcher is a fresh member without money: the round is the same for everyone.
  const b = await crashPlayer(browser, (page) => registerMember(page, request, 'cr'));
  try {
    // A round can burst before anyone cashes out (1.00x happens): try a few rounds.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // The round in the air may be a long one (about 4% of rounds pass 25x, a minute of flight).
      await expect(a.action).toHaveText('Apostar', { timeout: 150_000 });
      await a.action.click();
      // On a loaded machine the click may reach the server after betting closed: the round
      // then flies without A, and the next one is tried.
      await expect(a.action).not.toHaveText('Apostar', { timeout: 30_000 });
      if ((await a.action.textContent()) === 'Próxima ronda') continue;
      // A's bet shows in both browsers' list of the round.
      const bet = (p: typeof a) => p.game.getByRole('row', { name: /pl\*\*\*02/u });
      await expect(bet(a)).toBeVisible({ timeout: 30_000 });
      await expect(bet(b)).toBeVisible({ timeout: 30_000 });
      // Take-off: A cashes out as soon as the button offers it.
      await expect(a.action).toHaveText(/^Retirar R\$|^Perdeu/u, { timeout: 30_000 });
      if ((await a.action.textContent())!.startsWith('Retirar'))
        await a.action.click({ timeout: 2_000 }).catch(() => undefined);
      // A lost round shows "Perdeu" only for the pause between rounds: on a loaded machine the
      // page may already show the next round when it is read, and that round is tried again.
      await expect(a.action).toHaveText(/^(Retirou a|Perdeu|Apostar|Próxima ronda)/u, {
        timeout: 30_000,
      });
      if (!(await a.action.textContent())!.startsWith('Retirou a')) continue;
      // B's page shows A's cash-out in the round's list, with its multiplier and payout.
      const mine = b.game.getByRole('row', { name: /pl\*\*\*02/u });
      await expect(mine).toContainText(/\d+,\d{2}×/u);
      await expect(mine).toContainText(/R\$ \d+,\d{2}.*R\$ \d+,\d{2}/u);
      await expectSameBalance(a.page, a.game);
      // The burst reveals the seed; the page checks it against the hash shown before take-off.
      await expect(b.game.locator('[data-verified="true"]')).toBeVisible({ timeout: 150_000 });
      return;
    }
    throw new Error('no round let player02 cash out in six tries');
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
