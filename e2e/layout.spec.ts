import type { Locator, Page } from '@playwright/test';
import { registerMember } from './members.ts';
import { expect, test } from './fixtures.ts';
import { acceptAgeTerms, logInAgent } from './support.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/**
 * Whether the text `name` inside `entry` is painted where a player sees it: opaque, not
 * clipped to a pixel, inside the window, and not covered by anything else at its centre.
 */
async function labelShown(entry: Locator, name: string): Promise<boolean> {
  return entry.evaluate((element, text) => {
    const label = [element, ...Array.from(element.querySelectorAll('*'))]
      .reverse()
      .find((node) => node.textContent?.trim() === text);
    if (label === undefined) return false;
    for (let node: Element | null = label; node !== null; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (Number(style.opacity) < 0.99 || style.visibility === 'hidden') return false;
      if (style.clipPath !== 'none' && style.clipPath !== '') return false;
    }
    const box = label.getBoundingClientRect();
    if (box.width < 8 || box.height < 8) return false;
    if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
      return false;
    // A tooltip lets the pointer through (pointer-events: none), which elementFromPoint honours:
    // catch the pointer for the measurement only, to see what is painted on top.
    const html = label as HTMLElement;
    const before = html.style.pointerEvents;
    html.style.pointerEvents = 'auto';
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    html.style.pointerEvents = before;
    return top !== null && (label === top || label.contains(top));
  }, name);
}

/** The header's navigation entries (home, the categories, promotions) with their names. */
async function navEntries(page: Page): Promise<Array<{ entry: Locator; name: string }>> {
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Promoções' })).toBeVisible();
  const entries = nav.getByRole('link').or(nav.getByRole('button'));
  // The game categories arrive after the first paint, between home and promotions.
  await expect.poll(() => entries.count()).toBeGreaterThan(2);
  const out: Array<{ entry: Locator; name: string }> = [];
  for (const entry of await entries.all()) {
    const name = (await entry.textContent())?.trim() ?? '';
    if (name !== '') out.push({ entry, name });
  }
  return out;
}

// 2560 px holds every label in the bar; narrower screens show them as tooltips.
for (const width of [1280, 1366, 1920, 2560]) {
  test(`at ${width} px every header entry shows its name on hover and on keyboard focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const entries = await navEntries(page);
    // However many categories the brand has, the entries stay inside the bar, clear of the tools.
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    if (width === 2560) {
      for (const { entry, name } of entries) expect(await labelShown(entry, name)).toBe(true);
    }
    for (const { entry, name } of entries) {
      await entry.hover();
      await expect.poll(() => labelShown(entry, name), { message: `${name} on hover` }).toBe(true);
      await page.mouse.move(width / 2, 700);
      // Keyboard focus: Tab from the entry before lands on this one.
      await entry.evaluate((element) => {
        const all = Array.from(document.querySelectorAll<HTMLElement>('a[href], button'));
        all[all.indexOf(element as HTMLElement) - 1]?.focus();
      });
      await page.keyboard.press('Tab');
      await expect(entry).toBeFocused();
      await expect.poll(() => labelShown(entry, name), { message: `${name} on focus` }).toBe(true);
    }
  });
}

/**
 * Whether the header's navigation entries stay in their own box, clear of the tools beside
 * it, and how wide the logo is drawn.
 */
function headerFit(page: Page): Promise<{ clear: boolean; logo: number }> {
  return page.getByRole('banner').evaluate((header) => {
    const nav = header.querySelector('nav');
    const tools = nav?.nextElementSibling;
    const logo = header.querySelector('a');
    if (!nav || !tools || !logo) return { clear: false, logo: 0 };
    // The entries themselves: their tooltips (transparent until hovered) may reach past.
    const entries = Array.from(nav.children).map((entry) => entry.getBoundingClientRect());
    const right = Math.max(...entries.filter((box) => box.width > 0).map((box) => box.right));
    const limit = Math.min(nav.getBoundingClientRect().right, tools.getBoundingClientRect().left);
    return {
      clear: right <= limit,
      logo: logo.getBoundingClientRect().width,
    };
  });
}

/**
 * Expects the header to fit at each width from 1200 px, the narrowest desktop the spec serves,
 * to 1440 px, and the logo to show its emblem only (38 px) below `wordmarkFrom`.
 */
async function expectHeaderFits(page: Page, who: string, wordmarkFrom: number): Promise<void> {
  for (const width of [1200, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => headerFit(page), { message: `${who} at ${width} px` })
      .toEqual({ clear: true, logo: width < wordmarkFrom ? 38 : expect.any(Number) });
  }
  expect((await headerFit(page)).logo, 'the whole wordmark at 1440 px').toBeGreaterThan(100);
}

// The category icons never run into the tools. A logged-in agent has the widest tools (session
// clock, balance, deposit, agent centre, account).
test('the header keeps its entries clear of the tools from 1200 px, logged out and in', async ({
  page,
}) => {
  await page.goto('/');
  await navEntries(page);
  await expectHeaderFits(page, 'a visitor', 1366);

  await logInAgent(page);
  await page.goto('/');
  await navEntries(page);
  await expect(page.getByRole('timer', { name: /^Tempo de sessão/u })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu da conta agent01' })).toBeVisible();
  await expectHeaderFits(page, 'an agent', 1440);
});

test('the account dropdown opens over the floating bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await registerMember(page, request, 'fb');
  const bar = page.getByRole('list', { name: 'Contactos rápidos' });
  await expect(bar).toBeVisible();
  const trigger = page.getByRole('button', { name: `Menu da conta ${account}` });
  await trigger.click();
  const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  // The bar is centred on the window's height: make the window as tall as puts the bar's centre
  // on the dropdown's, so the two really share screen space.
  const open = (await panel.boundingBox())!;
  await page.setViewportSize({ width: 1280, height: Math.round(2 * (open.y + open.height / 2)) });
  await expect(panel).toBeVisible();
  const [menu, contacts] = [(await panel.boundingBox())!, (await bar.boundingBox())!];
  // Points 12 px inside the shared area, clear of rounded corners (which take no hits).
  const left = Math.max(menu.x, contacts.x) + 12;
  const right = Math.min(menu.x + menu.width, contacts.x + contacts.width) - 12;
  const top = Math.max(menu.y, contacts.y) + 12;
  const bottom = Math.min(menu.y + menu.height, contacts.y + contacts.height) - 12;
  expect(right > left && bottom > top, 'the bar and the dropdown overlap on screen').toBe(true);
  for (const x of [left, (left + right) / 2, right]) {
    for (const y of [top, (top + bottom) / 2, bottom]) {
      const hit = await panel.evaluate(
        (element, point) => {
          const found = document.elementFromPoint(point.x, point.y);
          return found === null || element.contains(found) ? null : found.outerHTML.slice(0, 160);
        },
        { x, y },
      );
      expect(hit, `the dropdown is on top at ${x},${y}`).toBeNull();
    }
  }
});
