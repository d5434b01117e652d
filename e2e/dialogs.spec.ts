import type { Locator, Page } from '@playwright/test';
import { acceptAgeTerms } from './support.ts';
import { expect, test } from './fixtures.ts';

test('the age and terms confirmation must be ticked before entering', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Confirmação de idade e termos' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Entrar no site' }).click();
  await expect(
    dialog.getByText('Confirme a sua idade e aceite os termos para continuar.'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Tenho 18 anos ou mais/u).check();
  await dialog.getByRole('button', { name: 'Entrar no site' }).click();
  await expect(dialog).toBeHidden();
  // Then the announcement popup, once per session (e2e/content.spec.ts tests it).
  const announcements = page.getByRole('dialog', { name: 'Anúncios' });
  await announcements.getByRole('button', { name: 'Fechar' }).click();
  await expect(announcements).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora Play' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/**
 * Opens the home page and its login popup. The first popup of a page loads the modal layer and
 * the login screen on demand: beside a CPU-heavy process that has taken over 15 s.
 */
async function openLogin(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await expect(login).toBeVisible({ timeout: 45_000 });
  return login;
}

test.describe('with the terms accepted', () => {
  test.beforeEach(async ({ page }) => acceptAgeTerms(page));

  test('a generic dialog closes on a cover click and by its timeout', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Avisos' }).click();
    const notice = page.getByRole('dialog', { name: 'Avisos' });
    await expect(notice).toBeVisible();
    await page.mouse.click(5, 890);
    await expect(notice).toBeHidden();

    await banner.getByRole('button', { name: 'Avisos' }).click();
    await expect(notice).toBeVisible();
    // Closes by itself after five seconds, with no click.
    await expect(notice).toBeHidden({ timeout: 8000 });
  });

  test('the core modal ignores an outside click, locks scrolling and closes by its button', async ({
    page,
  }) => {
    const login = await openLogin(page);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden');
    await page.mouse.click(5, 890);
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: 'Fechar' }).first().click();
    await expect(login).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden');
  });

  test('the core modal can be dragged by its title bar', async ({ page }) => {
    const login = await openLogin(page);
    // The modal opens with an animation and grows as its banners load: measure it at rest, once
    // every picture in it has loaded (on a loaded machine one may land between two measures and
    // move the title bar from under the pointer).
    await expect
      .poll(() =>
        login.evaluate((element) =>
          Array.from(element.querySelectorAll('img')).every((img) => img.complete),
        ),
      )
      .toBe(true);
    const stableBox = async () => {
      let last = '';
      await expect
        .poll(async () => {
          const now = JSON.stringify(await login.boundingBox());
          const settled = now === last;
          last = now;
          return settled;
        })
        .toBe(true);
      return JSON.parse(last) as { x: number; y: number; width: number; height: number } | null;
    };
    const bar = login.getByTitle('Barra de título (arraste para mover)');
    // Centres, not corners: the centred modal may grow meanwhile (its banners load late), which
    // moves its top edge but not its centre.
    const centre = (b: { x: number; y: number; width: number; height: number }) => ({
      x: b.x + b.width / 2,
      y: b.y + b.height / 2,
    });
    // One drag moves it by exactly the pointer's way. On a loaded machine a drag has once been
    // lost whole (the modal did not move at all): the whole drag is tried again then, measured
    // afresh, never a partial one.
    await expect(async () => {
      const before = await stableBox();
      const box = await bar.boundingBox();
      if (!before || !box) throw new Error('the login modal has no box');
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 120, box.y + box.height / 2 + 60, { steps: 5 });
      await page.mouse.up();
      const after = await stableBox();
      if (!after) throw new Error('the login modal lost its box');
      expect(Math.round(centre(after).x - centre(before).x)).toBe(100);
      expect(Math.round(centre(after).y - centre(before).y)).toBe(60);
    }).toPass({ timeout: 20_000 });
  });
});
