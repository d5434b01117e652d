import type { Page } from '@playwright/test';
import { acceptAgeTerms, expectLoggedIn } from './support.ts';
import { expect, test } from './fixtures.ts';
import { sentCode, withoutRegisterCaptcha } from './members.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

const suffix = () => Math.random().toString(36).slice(2, 8);
const newMobile = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function logOut(page: Page, account: string): Promise<void> {
  await page.getByRole('button', { name: `Menu da conta ${account}` }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Terminar sessão' }).click();
  const confirm = page.getByRole('dialog', { name: 'Terminar sessão' });
  await confirm.getByRole('button', { name: 'Terminar sessão' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar' })).toBeVisible();
}

async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByLabel('Nome de utilizador', { exact: true }).fill(account);
  await login.getByLabel('Palavra-passe', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
}

test('register by username, log out and log in again', async ({ page, request }) => {
  const account = `e2e${suffix()}`;
  await withoutRegisterCaptcha(request, async () => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Registar' }).click();
    const form = page.getByRole('dialog', { name: 'Criar conta' });
    await form.getByLabel('Nome de utilizador', { exact: true }).fill(account);
    await form.getByLabel('Palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Confirmar palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Li e aceito os termos e condições', { exact: true }).check();
    await form.getByLabel('Confirmo que tenho 18 anos ou mais', { exact: true }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expectLoggedIn(page, account);
  });
  await logOut(page, account);
  await logIn(page, account, 'abc12345');
  await expectLoggedIn(page, account);
});

test('register by mobile with the SMS code from the demo outbox', async ({ page, request }) => {
  const mobile = newMobile();
  await withoutRegisterCaptcha(request, async () => {
    await page.goto('/register');
    const form = page.getByRole('dialog', { name: 'Criar conta' });
    await form.getByRole('tab', { name: 'Com telemóvel' }).click();
    await form.getByLabel('Telemóvel', { exact: true }).fill(mobile);
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await expect(form.getByRole('button', { name: /Reenviar em/u })).toBeDisabled();
    await form
      .getByLabel('Código SMS', { exact: true })
      .fill(await sentCode(request, { mobile: mobile }));
    await form.getByLabel('Palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Confirmar palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Li e aceito os termos e condições', { exact: true }).check();
    await form.getByLabel('Confirmo que tenho 18 anos ou mais', { exact: true }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expectLoggedIn(page);
  });
});

test('forgot password by phone sets a new password and logs in', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  await page
    .getByRole('dialog', { name: 'Entrar' })
    .getByRole('button', { name: 'Esqueceu a palavra-passe?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Recuperar palavra-passe' });
  await forgot.getByRole('tab', { name: 'Por telemóvel' }).click();
  await forgot.getByLabel('Telemóvel', { exact: true }).fill('912345678');
  await forgot.getByRole('button', { name: 'Enviar código' }).click();
  await forgot
    .getByLabel('Código SMS', { exact: true })
    .fill(await sentCode(request, { mobile: '912345678' }));
  await forgot.getByLabel('Nova palavra-passe', { exact: true }).fill('newpass123');
  await forgot.getByLabel('Confirmar nova palavra-passe', { exact: true }).fill('newpass123');
  await forgot.getByRole('button', { name: 'Definir palavra-passe' }).click();
  await expectLoggedIn(page, 'demo01');
  await logOut(page, 'demo01');
  await logIn(page, 'demo01', 'newpass123');
  await expectLoggedIn(page, 'demo01');
});

test('the default password 123456 forces a change before anything else', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'newbie01', '123456');
  const change = page.getByRole('dialog', { name: 'Alterar palavra-passe' });
  await expect(change).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 890);
  await expect(change).toBeVisible();
  await change.getByLabel('Nova palavra-passe', { exact: true }).fill('fresh1234');
  await change.getByLabel('Confirmar nova palavra-passe', { exact: true }).fill('fresh1234');
  await change.getByRole('button', { name: 'Alterar palavra-passe' }).click();
  await expect(change).toBeHidden();
  await expectLoggedIn(page, 'newbie01');
});

test('a trial account is kept out of the member centre', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  await page
    .getByRole('dialog', { name: 'Entrar' })
    .getByRole('button', { name: 'Experimentar grátis' })
    .click();
  await expectLoggedIn(page);
  await page.goto('/member');
  const dialog = page.getByRole('dialog', { name: 'Conta de teste' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Registe uma conta real primeiro.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByRole('heading', { name: 'Centro de segurança' })).toHaveCount(0);
});

test('a login from a new address waits for the SMS code sent to the registered mobile', async ({
  page,
  request,
  browser,
}) => {
  const mobile = newMobile();
  const account = `tf${suffix()}`;
  // Registered from this machine's address, which becomes the member's known address.
  await withoutRegisterCaptcha(request, async () => {
    await page.goto('/register');
    const form = page.getByRole('dialog', { name: 'Criar conta' });
    await form.getByLabel('Nome de utilizador', { exact: true }).fill(account);
    await form.getByLabel('Telemóvel', { exact: true }).fill(mobile);
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await form
      .getByLabel('Código SMS', { exact: true })
      .fill(await sentCode(request, { mobile: mobile }));
    await form.getByLabel('Palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Confirmar palavra-passe', { exact: true }).fill('abc12345');
    await form.getByLabel('Li e aceito os termos e condições', { exact: true }).check();
    await form.getByLabel('Confirmo que tenho 18 anos ou mais', { exact: true }).check();
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expectLoggedIn(page, account);
  });

  // Another browser, seen by the server at another address.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await context.route('**/*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': '203.0.113.7' } }),
  );
  const other = await context.newPage();
  await acceptAgeTerms(other);
  await other.goto('/');
  const seenAs = await other.evaluate(async () => {
    const res = await fetch('/wps/system/status');
    return ((await res.json()) as { value: { location: { ip: string } } }).value.location.ip;
  });
  expect(seenAs).toBe('203.0.113.7');
  await logIn(other, account, 'abc12345');
  const login = other.getByRole('dialog', { name: 'Entrar' });
  await expect(login.getByRole('heading', { name: 'Confirme que é você' })).toBeVisible();
  await expect(other.getByRole('button', { name: `Menu da conta ${account}` })).toHaveCount(0);
  await login
    .getByLabel('Código SMS', { exact: true })
    .fill(await sentCode(request, { mobile: mobile }));
  await login.getByRole('button', { name: 'Confirmar' }).click();
  await expectLoggedIn(other, account);
  await context.close();
});
