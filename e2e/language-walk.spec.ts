import type { Page } from '@playwright/test';
import { languageNames } from '@portal/contract/constants';
import { catalogueVendors } from '../apps/server/src/modules/games/catalogue-data.ts';
import { violationsHere, watchViolations } from './csp-watch.ts';
import { acceptAgeTerms, logIn, logInAgent } from './support.ts';
import { visitorRoutes, walkedAgentRoutes, walkedMemberRoutes } from './visitor-routes.ts';
import { expect, test } from './fixtures.ts';

/**
 * Walks every screen and popup in PT and in EN and fails on text of the other language, a raw
 * code or an untranslated key (proper nouns such as the brand, vendors and language names are
 * left out), or on a Content-Security-Policy violation; the PT walk then follows every link
 * inside the portal it met, failing on any that leads to the not-found page. One walk serves
 * the three checks because loading the screens is what takes the time (`csp.spec.ts` covers
 * the routes the walk does not).
 */

/** Names that are the same in every language. */
const properNouns = [
  'Aurora Play',
  ...catalogueVendors().map((vendor) => vendor.displayName),
  ...Object.values(languageNames),
  'WhatsApp',
  'Telegram',
  'Facebook',
  'Instagram',
  'YouTube',
  'TikTok',
  'X (Twitter)',
  'Google Play',
  'App Store',
];

/** English words that are never Portuguese UI text. */
const englishWords =
  /\b(the|and|your|you|with|close|previous|next|slide|loading|search|balance|deposit|withdraw|login|log in|sign in|register|security|welcome|join|today|stake|games|help|submit|cancel|account|password|username|language|notice|winners|download|refresh|history|message|rewards|invite|points|round|rules|first|bonus|card|back|live chat)\b/iu;
/** Portuguese words (and its accented letters) that are never English UI text. */
const portugueseWords =
  /\b(entrar|registar|saldo|jogos|ajuda|ganhou|conta|você|não|fechar|procurar|idioma|início|apoio|levantamento|depósito)\b|[ãõçáàâêéíóôú]/iu;
/** Raw codes: upper-case words joined by underscores, and the promotion categories. */
const rawCodes = /\b[A-Z][A-Z0-9]+_[A-Z0-9_]+\b|\b(DEPOSIT|SLOTS|RAFFLE|REBATE|LIVE)\b/u;
/** i18n keys that were never translated (`games.filters.ALL`). */
const untranslatedKeys =
  /\b(?:header|games|content|wallet|account|member|common|sideMenu|footer|social|modals|sections|a11y|floatingBar|agent|contracts|launch|system)\.[a-zA-Z]+(?:\.[a-zA-Z]+)*\b/u;

/** The visible text of the page and the names it gives assistive technology. */
async function screenText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      return box !== undefined && box.width > 0 && box.height > 0;
    };
    // The authored text, not its capitalised look: a table head styled in capitals ("REBATE")
    // is a translated word, not a raw code. Set through the CSSOM, which the CSP allows.
    const capitalised = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (el) => getComputedStyle(el).textTransform !== 'none',
    );
    for (const el of capitalised) el.style.textTransform = 'none';
    out.push(...document.body.innerText.split('\n'));
    for (const el of capitalised) el.style.textTransform = '';
    for (const el of Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'),
    )) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out.map((line) => line.trim()).filter((line) => line !== '');
  });
}

function offenders(lines: string[], language: 'PT' | 'EN'): string[] {
  const foreign = language === 'PT' ? englishWords : portugueseWords;
  return lines.filter((line) => {
    // Addresses (an agent's invitation links) are in no language.
    let text = line.replace(/https?:\/\/\S+/gu, ' ');
    for (const noun of properNouns) text = text.split(noun).join(' ');
    return foreign.test(text) || rawCodes.test(text) || untranslatedKeys.test(text);
  });
}

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // Lazy sections (lobbies, boards) arrive after the first paint.
  await page.waitForTimeout(700);
}

/** What one walk found: foreign text by screen, CSP violations, and the links it met. */
interface Findings {
  text: Map<string, string[]>;
  violations: string[];
  links: Set<string>;
  visited: Set<string>;
}

/** The links of the current screen that stay inside the web app. */
async function collectLinks(page: Page, findings: Findings): Promise<void> {
  const hrefs = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]')).map((a) => (a as HTMLAnchorElement).href),
  );
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== new URL(page.url()).origin) continue;
    if (/^\/(play|wps|lgw|lotto|ops|ws|app)\b/u.test(url.pathname)) continue;
    findings.links.add(`${url.pathname}${url.search}`);
  }
}

async function walk(page: Page, routes: string[], language: 'PT' | 'EN', findings: Findings) {
  for (const route of routes) {
    await page.goto(route);
    await settle(page);
    const bad = offenders(await screenText(page), language);
    if (bad.length > 0) findings.text.set(`${language} ${route}`, [...new Set(bad)].slice(0, 8));
    findings.violations.push(...(await violationsHere(page)));
    await collectLinks(page, findings);
    findings.visited.add(route);
  }
}

/** The popups a visitor opens from the header, each checked like a screen. */
async function walkVisitorModals(page: Page, language: 'PT' | 'EN', findings: Findings) {
  const t =
    language === 'PT'
      ? { login: 'Entrar', register: 'Registar', forgot: /Esqueceu/u, notices: 'Avisos' }
      : { login: 'Log in', register: 'Register', forgot: /Forgot/u, notices: 'Notices' };
  await page.goto('/');
  await settle(page);
  const banner = page.getByRole('banner');
  const check = async (name: string) => {
    const dialog = page.getByRole('dialog').last();
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(300);
    const bad = offenders(await screenText(page), language);
    if (bad.length > 0)
      findings.text.set(`${language} modal ${name}`, [...new Set(bad)].slice(0, 8));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await banner.getByRole('button', { name: t.login, exact: true }).click();
  await check('login');
  await banner.getByRole('button', { name: t.register, exact: true }).click();
  await check('register');
  await banner.getByRole('button', { name: t.login, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.forgot }).first().click();
  await check('forgot password');
  await banner.getByRole('button', { name: t.notices }).click();
  await check('notices');
}

/** Opens every link not walked already and answers those that show the not-found page (PT). */
async function deadLinks(page: Page, findings: Findings): Promise<string[]> {
  const dead: string[] = [];
  for (const link of [...findings.links].filter((l) => !findings.visited.has(l)).slice(0, 150)) {
    await page.goto(link);
    // No pause: the not-found page is chosen by the route itself, so its heading is the first.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    if ((await page.getByRole('heading', { name: 'Página não encontrada' }).count()) > 0)
      dead.push(link);
  }
  return dead;
}

for (const language of ['PT', 'EN'] as const) {
  test(`every screen and popup speaks ${language} only and keeps to the CSP`, async ({ page }) => {
    test.setTimeout(420_000);
    await acceptAgeTerms(page);
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    const consoleViolations = await watchViolations(page);
    const findings: Findings = {
      text: new Map(),
      violations: [],
      links: new Set(),
      visited: new Set(),
    };
    await walk(page, visitorRoutes, language, findings);
    await walkVisitorModals(page, language, findings);
    await page.goto('/');
    await logIn(page, 'player02', 'player1234', language);
    // Operator messages are written once, in the language the member chose at the time (the demo
    // member's are PT), so the inbox is not a screen of the interface language.
    const ownRoutes =
      language === 'PT'
        ? walkedMemberRoutes
        : walkedMemberRoutes.filter((route) => !route.endsWith('messageV2'));
    await walk(page, ownRoutes, language, findings);
    // The session lives in the tab's session storage: clearing it logs the member out.
    await page.evaluate(() => window.sessionStorage.clear());
    await logInAgent(page, language);
    await walk(page, walkedAgentRoutes, language, findings);
    expect(Object.fromEntries(findings.text)).toEqual({});
    expect(findings.violations).toEqual([]);
    expect(consoleViolations).toEqual([]);
    // The links are the same in both languages: PT, the default, follows them.
    if (language === 'PT') expect(await deadLinks(page, findings)).toEqual([]);
  });
}
