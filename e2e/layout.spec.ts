import type { Locator, Page } from '@playwright/test';
import { registerMember } from './members.ts';
import { expect, test } from './fixtures.ts';
import { acceptAgeTerms } from './support.ts';

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
