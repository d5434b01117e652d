import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * Marks the age and terms confirmation as done and the announcement popup as closed for this
 * session (visitor and member), so a test starts on the page itself. `e2e/content.spec.ts`
 * tests the popup with `acceptAgeTermsOnly`.
 */
export async function acceptAgeTerms(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('ageTermsAccepted', 'v1');
    window.sessionStorage.setItem('announcementClosed:visitor', 'closed');
    window.sessionStorage.setItem('announcementClosed:member', 'closed');
  });
}

/** Marks only the age and terms confirmation as done: the announcement popup still opens. */
export async function acceptAgeTermsOnly(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('ageTermsAccepted', 'v1'));
}

/**
 * Waits until the header shows a member logged in (`account`, or anyone). The logged-in header
 * is a lazy chunk loaded after the login answer: on a busy machine that can take a while.
 */
export async function expectLoggedIn(page: Page, account?: string): Promise<void> {
  const name = account === undefined ? /^Menu da conta / : `Menu da conta ${account}`;
  await expect(page.getByRole('button', { name })).toBeVisible({ timeout: 30_000 });
}

/** Logs in through the header's login popup and waits for the logged-in header. */
export async function logIn(
  page: Page,
  account: string,
  password: string,
  language: 'PT' | 'EN' = 'PT',
): Promise<void> {
  const t =
    language === 'PT'
      ? { login: 'Entrar', username: 'Nome de utilizador', password: 'Palavra-passe' }
      : { login: 'Log in', username: 'Username', password: 'Password' };
  await page.getByRole('banner').getByRole('button', { name: t.login }).click();
  const login = page.getByRole('dialog', { name: t.login });
  await login.getByLabel(t.username, { exact: true }).fill(account);
  await login.getByLabel(t.password, { exact: true }).fill(password);
  await login.getByRole('button', { name: t.login, exact: true }).click();
  if (language === 'PT') await expectLoggedIn(page, account);
  else
    await expect(page.getByRole('button', { name: `Account menu of ${account}` })).toBeVisible({
      timeout: 30_000,
    });
}

/**
 * Logs a demo agent (agent01 unless told) in through the header popup: an agent lands in its
 * centre, /agentHome, which has no portal header.
 */
export async function logInAgent(
  page: Page,
  language: 'PT' | 'EN' = 'PT',
  account = 'agent01',
): Promise<void> {
  const t =
    language === 'PT'
      ? { login: 'Entrar', username: 'Nome de utilizador', password: 'Palavra-passe' }
      : { login: 'Log in', username: 'Username', password: 'Password' };
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: t.login }).click();
  const login = page.getByRole('dialog', { name: t.login });
  await login.getByLabel(t.username, { exact: true }).fill(account);
  await login.getByLabel(t.password, { exact: true }).fill('agent1234');
  await login.getByRole('button', { name: t.login, exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome/u, { timeout: 30_000 });
}

/**
 * Opens a third-party game by its name from the home search box and answers the frame of its
 * labelled demo table (the vendor's code and DEMO in its heading).
 */
export async function openDemoTable(
  page: Page,
  game: { displayName: string; vendor: string },
): Promise<FrameLocator> {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Procurar jogos' }).fill(game.displayName);
  await page
    .getByRole('button', { name: `Jogar ${game.displayName}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/seamless/u);
  const table = page.frameLocator('iframe');
  await expect(table.getByRole('heading', { level: 1 })).toContainText(game.vendor);
  await expect(table.getByRole('heading', { level: 1 })).toContainText('DEMO');
  return table;
}

/** Opens an in-house game from the home lobby; answers its frame. */
export async function openGame(page: Page, name: string): Promise<FrameLocator> {
  await page.goto('/');
  await page
    .getByRole('button', { name: `Jogar ${name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/seamless/u);
  const game = page.frameLocator('iframe');
  await expect(game.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  return game;
}

/** Plays `rounds` rolls of R$ `stake` on the in-house dice, each settled before the next. */
export async function playDice(page: Page, rounds: number, stake: string): Promise<void> {
  const game = await openGame(page, 'Dados Aurora');
  for (let round = 1; round <= rounds; round += 1) {
    await game.getByRole('textbox', { name: 'Aposta (R$)' }).fill(stake);
    await game.getByRole('button', { name: 'Lançar' }).click();
    await expect(
      game.getByRole('list', { name: 'Últimos lançamentos' }).getByRole('listitem'),
    ).toHaveCount(round, { timeout: 30_000 });
  }
}

/** Opens an agent-centre page from the centre's menu (PT) and answers its frame. */
export async function openAgentPage(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Centro de agente' })
    .getByRole('link', { name })
    .click();
  const frame = page.getByRole('region', { name });
  await expect(frame).toBeVisible();
  return frame;
}

/**
 * Expects `inner` drawn inside `outer`'s content box (its box less border and padding): a
 * control that spills into its card's padding, or past it, fails.
 */
export async function expectInsideContent(inner: Locator, outer: Locator): Promise<void> {
  const box = await inner.boundingBox();
  expect(box, 'the inner element is shown').not.toBeNull();
  const content = await outer.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const side = (name: string) => parseFloat(style.getPropertyValue(name));
    return {
      left: rect.left + side('border-left-width') + side('padding-left'),
      right: rect.right - side('border-right-width') - side('padding-right'),
    };
  });
  expect(box!.x, 'left edge inside the content box').toBeGreaterThanOrEqual(content.left - 0.5);
  expect(box!.x + box!.width, 'right edge inside the content box').toBeLessThanOrEqual(
    content.right + 0.5,
  );
}

/** Expects the boxes of `a` and `b` not to overlap: neither is drawn over the other. */
export async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  expect(one !== null && two !== null, 'both are shown').toBe(true);
  const apart =
    one!.x + one!.width <= two!.x ||
    two!.x + two!.width <= one!.x ||
    one!.y + one!.height <= two!.y ||
    two!.y + two!.height <= one!.y;
  expect(apart, `apart: ${JSON.stringify(one)}, ${JSON.stringify(two)}`).toBe(true);
}

/** Runs `check` with the window `width` px wide, then puts back the size it found. */
export async function atWidth(page: Page, width: number, check: () => Promise<void>) {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ ...viewport, width });
  try {
    await check();
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Expects every column of `table` in view: its scroll box has nothing to scroll sideways. */
export async function expectWholeTable(table: Locator): Promise<void> {
  await expect
    .poll(() =>
      table.evaluate((element) => {
        const box = element.parentElement!;
        return box.scrollWidth - box.clientWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
}

/**
 * Expects the figures of the description lists in `scope` right under their labels: each term
 * that sits above its description starts at the same left edge as it (a browser's default
 * indent of a description pushes the figure off its label), and in a row of figure tiles the
 * figures end level, however many lines their labels take. A list right under another starts
 * its figures where that one does.
 */
export async function expectFiguresUnderLabels(scope: Locator): Promise<void> {
  await expect
    .poll(() =>
      scope.evaluate((element) => {
        const off: string[] = [];
        // The figures' bottoms by list and by the top of their tiles' row.
        const rows = new Map<string, number[]>();
        for (const [index, list] of Array.from(element.querySelectorAll('dl')).entries()) {
          for (const term of Array.from(list.querySelectorAll('dt'))) {
            const description = term.nextElementSibling;
            if (description?.tagName !== 'DD') continue;
            const above = term.getBoundingClientRect();
            const below = description.getBoundingClientRect();
            if (below.top < above.bottom - 1) continue;
            if (Math.abs(below.left - above.left) > 1) off.push(`indented: ${term.textContent}`);
            const row = `${index}:${Math.round(term.parentElement!.getBoundingClientRect().top)}`;
            // Where the figure's text ends: a tile's grid can stretch the box beyond it.
            const range = document.createRange();
            range.selectNodeContents(description);
            const bottom = range.getBoundingClientRect().bottom;
            rows.set(row, [...(rows.get(row) ?? []), bottom]);
          }
        }
        for (const [row, bottoms] of rows) {
          if (Math.max(...bottoms) - Math.min(...bottoms) > 1) off.push(`uneven row ${row}`);
        }
        // A list right under another reads as one with it: their figures start in line.
        for (const list of Array.from(element.querySelectorAll('dl + dl'))) {
          const [above, below] = [list.previousElementSibling!, list].map((dl) =>
            dl.querySelector('dd')?.getBoundingClientRect(),
          );
          if (above && below && Math.abs(above.left - below.left) > 1)
            off.push(`out of line with the list above: ${list.querySelector('dt')?.textContent}`);
        }
        return off;
      }),
    )
    .toEqual([]);
}

/**
 * Expects the inputs of `form` that stand side by side (their labels start on one line) to
 * start on one line too, however many lines each label takes.
 */
export async function expectInputsInLine(form: Locator): Promise<void> {
  await expect
    .poll(() =>
      form.evaluate((element) => {
        const rows = new Map<number, number[]>();
        for (const input of Array.from(element.querySelectorAll('input'))) {
          const label = input.labels?.[0];
          if (label === undefined || input.type === 'checkbox') continue;
          const row = Math.round(label.getBoundingClientRect().top);
          rows.set(row, [...(rows.get(row) ?? []), input.getBoundingClientRect().top]);
        }
        return [...rows]
          .filter(([, tops]) => Math.max(...tops) - Math.min(...tops) > 1)
          .map(([row]) => `inputs out of line under the labels at ${row} px`);
      }),
    )
    .toEqual([]);
}

/**
 * Expects each visible column head of the tables in `scope` aligned as its cells are (an
 * amount's head over the right-aligned amounts), wherever every cell of the column agrees.
 */
export async function expectHeadsOverCells(scope: Locator): Promise<void> {
  await expect
    .poll(() =>
      scope.evaluate((element) => {
        const side = (cell: Element) =>
          getComputedStyle(cell).textAlign.replace('start', 'left').replace('end', 'right');
        const off: string[] = [];
        for (const table of Array.from(element.querySelectorAll('table'))) {
          const rows = Array.from(table.querySelectorAll('tbody tr'));
          const heads = Array.from(table.querySelectorAll('thead tr:last-child th'));
          for (const [index, head] of heads.entries()) {
            if (head.getBoundingClientRect().width < 2) continue;
            const cells = rows
              .map((row) => row.children[index])
              .filter((cell) => cell !== undefined && cell.textContent?.trim() !== '');
            const sides = new Set(cells.map((cell) => side(cell!)));
            if (sides.size === 1 && !sides.has(side(head))) off.push(head.textContent ?? '');
          }
        }
        return off;
      }),
    )
    .toEqual([]);
}
