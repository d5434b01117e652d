/**
 * `npm run screenshots`: the pictures of the portal in `docs/images` that the README shows, taken
 * from a running portal (`npm start` first; PORTAL_URL, default http://localhost:3000) in PT
 * and EN at 1440x900: home, the slots lobby, each in-house game, the help centre, the lottery
 * lobby, a lottery betting board, a live host's room, the member centre's responsible gaming,
 * and the agent centre's team overview, profit and loss, daily salary page and one bill's
 * statement.
 * Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium), the demo member player02
 * and the demo agent agent01.
 */
import { chromium, type Page } from '@playwright/test';
import { pgeGames } from '../apps/server/src/modules/games/catalogue-data.ts';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.ts';

const base = process.env.PORTAL_URL ?? 'http://localhost:3000';
const out = new URL('../docs/images/', import.meta.url).pathname;
const languages = ['PT', 'EN'] as const;
type Language = (typeof languages)[number];

const labels = {
  PT: {
    login: 'Entrar',
    username: 'Nome de utilizador',
    password: 'Palavra-passe',
    menu: 'Menu da conta',
    play: 'Jogar',
  },
  EN: {
    login: 'Log in',
    username: 'Username',
    password: 'Password',
    menu: 'Account menu of',
    play: 'Play',
  },
} as const;

async function logIn(
  page: Page,
  language: Language,
  account = 'player02',
  password = 'player1234',
) {
  const t = labels[language];
  await page.goto(base);
  await page.getByRole('banner').getByRole('button', { name: t.login }).click();
  const dialog = page.getByRole('dialog', { name: t.login });
  await dialog.getByLabel(t.username, { exact: true }).fill(account);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.login, exact: true }).click();
}

/** Waits for the page's heading and lazy sections (lobbies, boards, art) to settle. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  await page.screenshot({ path: `${out}${name}.png` });
  console.info(`docs/images/${name}.png`);
}

async function shootLanguage(page: Page, language: Language): Promise<void> {
  const suffix = language.toLowerCase();
  await page.addInitScript((code) => {
    window.localStorage.setItem('language', code);
    window.localStorage.setItem('ageTermsAccepted', 'v1');
    window.sessionStorage.setItem('announcementClosed:visitor', 'closed');
    window.sessionStorage.setItem('announcementClosed:member', 'closed');
  }, language);
  await logIn(page, language);
  await page
    .getByRole('button', { name: `${labels[language].menu} player02` })
    .waitFor({ timeout: 30_000 });
  await page.goto(base);
  await shoot(page, `home-${suffix}`);
  await page.goto(`${base}/rng`);
  await shoot(page, `lobby-${suffix}`);
  await page.goto(`${base}/help`);
  await shoot(page, `help-${suffix}`);
  await page.goto(`${base}/lottery`);
  await shoot(page, `lottery-${suffix}`);
  await page.goto(`${base}/lottery?gameCode=SSC_1M`);
  await shoot(page, `lottery-board-${suffix}`);
  for (const game of pgeGames) {
    const name = game.names[language];
    await page.goto(base);
    await page
      .getByRole('button', { name: `${labels[language].play} ${name}` })
      .first()
      .click();
    await page
      .frameLocator('iframe')
      .getByRole('heading', { level: 1, name })
      .waitFor({ timeout: 30_000 });
    await shoot(page, `${game.classify.toLowerCase()}-${suffix}`);
  }
  // A live host's room (poster, game card, chat) and the member centre's responsible gaming.
  await page.goto(`${base}/hosts/1`);
  await shoot(page, `live-room-${suffix}`);
  await page.goto(`${base}/member?mcPage=responsibleGaming`);
  await shoot(page, `responsible-gaming-${suffix}`);
  // The agent centre, as the demo agent: a fresh session in the same tab.
  await page.evaluate(() => window.sessionStorage.clear());
  await logIn(page, language, 'agent01', 'agent1234');
  await page.waitForURL(/\/agentHome/u, { timeout: 30_000 });
  await page.goto(`${base}/agentHome?acPage=agentTeamOverview`);
  await shoot(page, `agent-overview-${suffix}`);
  await page.goto(`${base}/agentHome?acPage=palStatementsAgentCopy`);
  await shoot(page, `agent-profit-loss-${suffix}`);
  // The daily salary page with the bills the engine made from the seeded weeks, and one bill's
  // statement.
  await page.goto(`${base}/agentHome?acPage=agentDailyWages2`);
  await shoot(page, `agent-daily-salary-${suffix}`);
  const how = language === 'PT' ? /^Como foi calculado/u : /^How the period/u;
  await page.getByRole('button', { name: how }).first().click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, `agent-bill-statement-${suffix}`);
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  for (const language of languages) {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: language === 'PT' ? 'pt-PT' : 'en-GB',
      timezoneId: 'America/Sao_Paulo',
    });
    await shootLanguage(await context.newPage(), language);
    await context.close();
  }
} finally {
  await browser.close();
}
