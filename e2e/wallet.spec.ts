import type { Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { acceptAgeTerms } from './support.ts';
import { expect, test } from './fixtures.ts';
import { addWithdrawalAccount, headerBalance, registerMember } from './members.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

/** A real 2x2 PNG (signature, IHDR, IDAT, IEND), built here so no fixture file is needed. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openPage(page: Page, mcPage: string, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Centro de membro' })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`mcPage=${mcPage}`, 'u'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('deposit, transfer, withdraw with proof of non-receipt, and every step in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await registerMember(page, request, 'wl');
  await expect(headerBalance(page)).toHaveText('R$ 0,00');

  await test.step('deposit through the demo checkout; the header balance rises', async () => {
    await page.goto('/member?mcPage=depositv2');
    const amount = page.getByLabel('Valor do depósito');
    await amount.fill('1.234');
    await page.getByRole('button', { name: 'Depositar', exact: true }).click();
    await expect(
      page.getByText('Introduza um valor válido (até duas casas decimais).'),
    ).toBeVisible();
    await amount.fill('100');
    await page.getByRole('button', { name: 'Depositar', exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/demo\//u);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/mcPage=depositv2/u);
    const result = page.getByRole('region', { name: 'Resultado do depósito' });
    await expect(result.getByText('Pago')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('R$ 100,00');
  });

  await test.step('transfer to a vendor wallet and back; a bad amount changes nothing', async () => {
    await openPage(page, 'transferFund', 'Transferir fundos');
    const main = page.getByText('Carteira principal', { exact: true }).locator('..');
    await expect(main).toContainText('R$ 100,00');
    const amount = page.getByLabel('Valor', { exact: true });
    const toVendor = page.getByRole('button', { name: /^Transferir para / });
    await amount.fill('500');
    await toVendor.click();
    await expect(page.getByText('Saldo insuficiente.')).toBeVisible();
    await amount.fill('30');
    await toVendor.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Transferência registada.' }),
    ).toBeVisible();
    await expect(main).toContainText('R$ 70,00');
    await expect(headerBalance(page)).toHaveText('R$ 70,00');
    await amount.fill('30');
    await page.getByRole('button', { name: /^Trazer de / }).click();
    await expect(main).toContainText('R$ 100,00');
    const transfers = page.getByRole('table', { name: 'Transferências recentes' });
    await expect(transfers.getByText('Concluída')).toHaveCount(2);
    await expect(headerBalance(page)).toHaveText('R$ 100,00');
  });

  await test.step('set a withdrawal password and add a receiving account', async () => {
    await openPage(page, 'securityCenter', 'Centro de segurança');
    await addWithdrawalAccount(page);
  });

  await test.step('withdraw: a wrong password changes nothing, then the request goes through', async () => {
    await openPage(page, 'withdraw', 'Levantamento');
    await page.getByLabel('Valor', { exact: true }).fill('40');
    await page.getByLabel('Palavra-passe de levantamento').fill('000000');
    await page.getByRole('button', { name: 'Levantar', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Confirmar levantamento' });
    await expect(dialog).toContainText('Levantar R$ 40,00 para');
    await dialog.getByRole('button', { name: 'Confirmar levantamento' }).click();
    await expect(page.getByText('A palavra-passe de levantamento está errada.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('R$ 100,00');
    await expect(page.getByText('Ainda não há registos.')).toBeVisible();

    await page.getByLabel('Palavra-passe de levantamento').fill('135790');
    await page.getByRole('button', { name: 'Levantar', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Confirmar levantamento' });
    await dialog.getByRole('button', { name: 'Confirmar levantamento' }).click();
    await expect(page.getByText('Pedido de levantamento enviado.')).toBeVisible();
    await expect(headerBalance(page)).toHaveText('R$ 60,00');
  });

  await test.step('confirm "not received" with an uploaded image', async () => {
    const list = page.getByRole('table', { name: 'Os meus levantamentos' });
    // The demo payout provider pays at once: the withdrawal waits for the member's answer.
    await expect(list.getByRole('button', { name: 'Confirmar receção' })).toBeVisible();
    await expect(list.getByText(/Conta como recebido a /u)).toBeVisible();
    await list.getByRole('button', { name: 'Confirmar receção' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar a receção' });
    await dialog.getByText('Não recebido', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Enviar confirmação' }).click();
    await expect(dialog.getByText('Carregue de 1 a 3 imagens como comprovativo.')).toBeVisible();
    await dialog
      .getByLabel(/^Comprovativos/u)
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(dialog.getByRole('list', { name: 'Imagens escolhidas' })).toContainText(
      'proof.png',
    );
    await dialog.getByRole('button', { name: 'Enviar confirmação' }).click();
    await expect(page.getByText('Confirmação enviada.')).toBeVisible();
    await expect(list.getByText('Em análise')).toBeVisible();
    await expect(list.getByText(/\b1 comprovativo(?!s)/u)).toBeVisible();
  });

  await test.step('every step is in the transaction history', async () => {
    await openPage(page, 'transactionHistory', 'Histórico de transações');
    const table = page.getByRole('table', { name: 'Movimentos' });
    await expect(table.getByText('Depósito', { exact: true })).toBeVisible();
    await expect(table.getByText('+R$ 100,00')).toBeVisible();
    await expect(table.getByText('Transferência para jogo', { exact: true })).toBeVisible();
    await expect(table.getByText('Transferência do jogo', { exact: true })).toBeVisible();
    await expect(table.getByText('Levantamento', { exact: true })).toBeVisible();
    await expect(table.getByText('-R$ 40,00')).toBeVisible();
    await page.getByLabel('Tipo de movimento').selectOption({ label: 'Depósito' });
    await expect(table.getByText('Levantamento', { exact: true })).toHaveCount(0);
    await expect(table.getByText('Depósito', { exact: true })).toBeVisible();
  });
});
