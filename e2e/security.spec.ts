import { acceptAgeTerms } from './support.ts';
import { expect, test } from './fixtures.ts';
import { registerMember, sentCode } from './members.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

const suffix = () => Math.random().toString(36).slice(2, 8);

test('binds a mobile number and an email from the security centre', async ({ page, request }) => {
  test.setTimeout(120_000);
  await registerMember(page, request, 'sc');
  // Random numbers and addresses keep parallel runs apart on the shared server.
  const mobile = `91${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const email = `sc${suffix()}@example.com`;
  await page.goto('/member?mcPage=securityCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de segurança' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Telemóvel e email' });
  await expect(card.getByText('Não associado')).toHaveCount(2);

  await test.step('bind the mobile: a wrong code is refused, the right one binds', async () => {
    await card.getByRole('button', { name: 'Associar telemóvel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Associar telemóvel' });
    await dialog.getByLabel('Novo número de telemóvel', { exact: true }).fill(mobile);
    await expect(dialog.getByLabel('Indicativo do país')).toHaveValue('351');
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('button', { name: /^Reenviar em \d+ s$/u })).toBeDisabled();
    const code = await sentCode(request, { mobile });
    const wrong = code === '000000' ? '111111' : '000000';
    const codeInput = dialog.getByLabel('Código de verificação', { exact: true });
    await codeInput.fill(wrong);
    await dialog.getByLabel('Palavra-passe de acesso', { exact: true }).fill('abc12345');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByText('Introduza um código de verificação válido.')).toBeVisible();
    await expect(card.getByText('Não associado')).toHaveCount(2);
    await codeInput.fill(code);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(`+351 *****${mobile.slice(-4)}`)).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('O telemóvel foi associado.');
  });

  await test.step('bind the email with the code from the email outbox', async () => {
    await card.getByRole('button', { name: 'Associar email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Associar email' });
    await dialog.getByLabel('Novo email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('button', { name: /^Reenviar em \d+ s$/u })).toBeDisabled();
    const code = await sentCode(request, { email });
    await dialog.getByLabel('Código de verificação', { exact: true }).fill(code);
    await dialog.getByLabel('Palavra-passe de acesso', { exact: true }).fill('abc12345');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(`${email[0]}***@example.com`)).toBeVisible();
    await expect(card.getByText('Não associado')).toHaveCount(0);
  });

  await test.step('the masked values stay after a reload', async () => {
    await page.reload();
    await expect(card.getByText(`+351 *****${mobile.slice(-4)}`)).toBeVisible();
    await expect(card.getByText(`${email[0]}***@example.com`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Alterar telemóvel' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Alterar email' })).toBeVisible();
  });
});
