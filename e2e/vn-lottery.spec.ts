import type { APIRequestContext, Page } from '@playwright/test';
import { lotteryEndpoints, lotteryOpsEndpoints } from '@portal/contract/lottery';
import type { VnMenuOutput } from '@portal/contract/lottery/vn-wire';
import { opsEndpoints } from '@portal/contract/ops';
import { Secret, TOTP } from 'otpauth';
import { expect, operatorCall, test } from './fixtures.ts';
import { deposit, headerBalance, registerMember } from './members.ts';
import { acceptAgeTerms } from './support.ts';

// Ho Chi Minh City is the demo brand's station whose results come from operators: a member bets
// lô and xiên on it, the worker's first operator enters the official board, a second operator
// approves it through the operator API, and the member sees the payout and the board.

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

const station = 'VN_MN_HCM';

/** A South board (ĐB, G1, G2, G3×2, G4×7, G5, G6×3, G7, G8): 27 ends four prizes, 45 one. */
const board = [
  123427, 11111, 22245, 33327, 44444, 55555, 66627, 77777, 88888, 99999, 10101, 20202, 3030, 4040,
  5050, 6060, 707, 27,
];

/** Posts JSON to the worker's server; answers the envelope's value or fails the test. */
async function post(request: APIRequestContext, path: string, body: unknown, token?: string) {
  const res = await request.post(new URL(path, process.env.E2E_BASE_URL).toString(), {
    data: body,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  const json = (await res.json()) as { success: boolean; value: Record<string, unknown> };
  expect(json.success, `${path}: ${JSON.stringify(json)}`).toBe(true);
  return json.value;
}

/** A risk operator of the demo brand, made by the first operator, logged in with its TOTP. */
async function riskOperator(request: APIRequestContext): Promise<string> {
  const credentials = {
    username: `vnrisk${Math.random().toString(36).slice(2, 7)}`,
    password: 'vn risk passphrase 9',
  };
  await operatorCall(request, opsEndpoints.operatorCreate, { ...credentials, role: 'risk' });
  const login = await post(request, opsEndpoints.login.path, credentials);
  const { secret } = login.enrolment as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const session = await post(request, opsEndpoints.secondFactor.path, {
    ticket: login.ticket,
    code,
  });
  return session.token as string;
}

/** Adds the typed numbers of one bet type at R$ 0,20 a point to the slip. */
async function addBet(page: Page, type: string, numbers: string, bets: string) {
  await page
    .getByRole('tablist', { name: 'Modalidades de aposta' })
    .getByRole('tab', { name: type, exact: true })
    .click();
  await page
    .getByRole('group', { name: 'Valor por aposta' })
    .getByRole('button', { name: 'R$ 0,20' })
    .click();
  await page.getByLabel('Escreva os números').fill(numbers);
  await page.getByLabel('Escreva os números').press('Enter');
  await expect(page.getByRole('status', { name: 'Apostas' })).toHaveText(bets);
  await page.getByRole('button', { name: 'Adicionar ao boletim' }).click();
}

test('a South station: lô and xiên paid per hit from a board two operators confirm', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await registerMember(page, request, 'vn');
  await deposit(page, '100');

  await page.goto('/vnLottery');
  await page.getByRole('tab', { name: 'Sul (Miền Nam)' }).click();
  await page
    .getByRole('link', { name: /TP\. Hồ Chí Minh/u })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_MN_HCM$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'TP. Hồ Chí Minh' })).toBeVisible();

  await test.step('lô on 27 and 45, xiên 2 of 27, 45 and 99, at R$ 0,20 a point', async () => {
    // Lô 2 số covers the 18 prizes: 2 × 18 × 0,20 = 7,20. Xiên 2: three pairs, 0,60.
    await addBet(page, 'Lô 2 số', '27 45', '2');
    await addBet(page, 'Xiên 2', '27 45 99', '3');
    const slip = page.getByRole('region', { name: 'Boletim' });
    await slip.getByRole('button', { name: 'Apostar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar apostas' });
    await dialog.getByRole('button', { name: 'Confirmar apostas' }).click();
    await expect(headerBalance(page)).toHaveText('R$ 92,20');
  });

  await test.step('one operator enters the official board, a second approves it', async () => {
    const url = new URL(`${lotteryEndpoints.vnMenu.path}?area=VN`, process.env.E2E_BASE_URL);
    const menu = (await (await request.get(url.toString())).json()) as {
      value: VnMenuOutput;
    };
    const hcm = menu.value.groups.flatMap((g) => g.gameMenus).find((g) => g.gameCode === station)!;
    // The test server runs the engine past the draw: the period closes and waits; the result
    // is entered as of that instant too (before the draw time none is taken).
    const asOf = new Date(hcm.drawsAt! + 1000).toISOString();
    await operatorCall(request, lotteryOpsEndpoints.opsRun, { gameCode: station, asOf });
    const entry = await operatorCall(request, lotteryOpsEndpoints.opsPeriodResult, {
      gameCode: station,
      periodNo: hcm.periodNo!,
      result: board,
      asOf,
    });
    const decided = await post(
      request,
      lotteryOpsEndpoints.opsPeriodResultDecide.path,
      { entryId: entry.id, approve: true },
      await riskOperator(request),
    );
    expect(decided.status).toBe('SETTLED');
  });

  await test.step('the member is paid per hit and sees the board', async () => {
    // Lô: 5 hits × 0,20 × 99,6 = 99,60. Xiên: 3 pairs × 0,20 × 30 = 18,00.
    await page.reload();
    await expect(headerBalance(page)).toHaveText('R$ 209,80');
    const results = page.getByRole('region', { name: 'Resultados da estação' });
    const table = results.getByRole('table', { name: /^Sorteio \d{8}-0001/u });
    await expect(table.getByRole('row').filter({ hasText: 'ĐB' })).toContainText('123427');
    await expect(table.getByRole('row').filter({ hasText: 'G8' })).toContainText('27');
    await expect(results).toContainText('Resultado oficial');
  });
});
