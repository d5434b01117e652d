import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { violationsHere, watchViolations } from './csp-watch.ts';
import { expect, test } from './fixtures.ts';

/** What an authenticator app shows for the key the console gave, now. */
function authenticatorCode(key: string): string {
  return new TOTP({
    secret: Secret.fromBase32(key),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
}

/**
 * A first login at /console: password, then the authenticator's enrolment (the key read off the
 * page, its code computed here), then the recovery codes, once.
 */
async function firstLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/console');
  await page.getByLabel('Utilizador', { exact: true }).fill(username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Configure o autenticador' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR do autenticador' })).toBeVisible();
  const key = (await page.getByText(/^[A-Z2-7]{32}$/u).textContent()) ?? '';
  await page
    .getByLabel('Código de 6 dígitos ou código de recuperação', { exact: true })
    .fill(authenticatorCode(key));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const codes = page.getByRole('list', { name: 'Códigos de recuperação' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByRole('listitem').first()).toHaveText(/^[a-z0-9]{5}-[a-z0-9]{5}$/u);
  await page.getByRole('button', { name: 'Guardei os códigos' }).click();
  await expect(page.getByRole('heading', { name: `Bem-vindo, ${username}.` })).toBeVisible();
}

test('the first owner enrols, creates a finance operator, and each sees what its role opens', async ({
  page,
  request,
  browser,
}) => {
  const bootstrap = await request.post(`${process.env.E2E_BASE_URL}/ops/operators/bootstrap`, {
    headers: { authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
    data: { username: 'owner', password: 'a long passphrase 2024' },
  });
  expect(bootstrap.status()).toBe(200);
  const cspComplaints = await watchViolations(page);

  await firstLogin(page, 'owner', 'a long passphrase 2024');
  const nav = page.getByRole('navigation', { name: 'Secções da consola' });
  await nav.getByRole('link', { name: 'Operadores' }).click();
  await page.getByLabel('Utilizador', { exact: true }).fill('fiona');
  await page.getByLabel('Palavra-passe inicial', { exact: true }).fill('finance passphrase 7');
  await page.getByLabel('Função', { exact: true }).selectOption({ label: 'Finanças' });
  await page.getByRole('button', { name: 'Criar operador' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Operador fiona criado. Configura o autenticador na primeira entrada.',
  );
  const table = page.getByRole('table', { name: 'Operadores' });
  await expect(table.getByRole('row', { name: /fiona/u })).toContainText('Sem autenticador');

  // Every step so far is in the brand's audit chain, and the chain is whole.
  await nav.getByRole('link', { name: 'Registo de auditoria' }).click();
  await expect(page.getByRole('table', { name: 'Registo de auditoria' })).toContainText(
    'operator_create',
  );
  await page.getByRole('button', { name: 'Verificar a cadeia' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /^Cadeia íntegra: \d+ registos verificados\.$/u,
  );
  // The console keeps to the same Content-Security-Policy as the portal.
  expect(await violationsHere(page)).toEqual([]);
  expect(cspComplaints).toEqual([]);

  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const finance = await other.newPage();
    await firstLogin(finance, 'fiona', 'finance passphrase 7');
    const financeNav = finance.getByRole('navigation', { name: 'Secções da consola' });
    await expect(financeNav.getByRole('link')).toHaveText([
      'Início',
      'Aprovações',
      'Levantamentos',
      'Registo de auditoria',
    ]);
    // An address its role does not open leads home.
    await finance.goto('/console/operators');
    await expect(finance.getByRole('heading', { name: 'Bem-vindo, fiona.' })).toBeVisible();
    await financeNav.getByRole('link', { name: 'Aprovações' }).click();
    await expect(finance.getByRole('heading', { name: 'Aprovações (quatro olhos)' })).toBeVisible();
  } finally {
    await other.close();
  }
});
