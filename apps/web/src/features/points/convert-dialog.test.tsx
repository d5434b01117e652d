import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadTranslations } from '../../i18n/i18n.ts';
import { encryptPayload } from '../../test/fake-encryption.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { useSessionStore } from '../session/index.ts';
import { openPointMall, pointsPath, record } from './points-test-kit.ts';

vi.mock('@portal/contract/encrypted-payload', () => import('../../test/fake-encryption.ts'));

/** Opens the convert dialog from the balance card. */
async function openConvert() {
  const balance = await screen.findByRole('region', { name: 'Os meus pontos' });
  await within(balance).findByText('5.000');
  await userEvent.click(within(balance).getByRole('button', { name: 'Converter em saldo' }));
  return findDialog('Converter pontos em saldo');
}

/** What the dialog says the conversion credits. */
function credited(dialog: HTMLElement): string | null {
  return within(dialog).getByText('Vai receber').nextElementSibling?.textContent ?? null;
}

describe('the convert dialog', { timeout: 30_000 }, () => {
  beforeEach(() => encryptPayload.mockClear());

  it('refuses points that are not whole steps or below the minimum, then converts', async () => {
    const bodies: Record<string, unknown>[] = [];
    const keys: (string | null)[] = [];
    let points = '5000';
    await openPointMall({
      [pointsPath.balance]: () => ok({ points }),
      [pointsPath.convert]: async (request) => {
        points = '2000';
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await requestBody(request));
        return ok({
          record: record({
            refNo: 'PC-0001',
            kind: 'convert',
            name: '',
            quantity: 1,
            points: '3000',
            amount: '30.00',
            status: 'approved',
            changedPoints: '-3000',
            pointsBalance: '2000',
          }),
          points: '2000',
          balance: '1264.50',
        });
      },
    });
    const dialog = await openConvert();
    expect(within(dialog).getByText('Múltiplos de 1.000 pontos, pelo menos 2.000 pontos.'));
    expect(
      within(dialog).getByText(
        'O valor creditado tem de ser apostado 1× antes de poder ser levantado.',
      ),
    ).toBeTruthy();
    const field = within(dialog).getByLabelText('Pontos a converter');
    const password = within(dialog).getByLabelText('Palavra-passe de levantamento');
    await userEvent.type(password, '123456');
    const convert = within(dialog).getByRole('button', { name: 'Converter' });

    await userEvent.type(field, '2500');
    expect(credited(dialog)).toBe('—');
    await userEvent.click(convert);
    expect(await within(dialog).findByText('Indique um múltiplo de 1.000 pontos.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    expect(credited(dialog)).toBe('R$ 10,00');
    await userEvent.click(convert);
    expect(await within(dialog).findByText('O mínimo para converter é 2.000 pontos.')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '6000');
    await userEvent.click(convert);
    expect(await within(dialog).findByText('Só tem 5.000 pontos.')).toBeTruthy();

    // The most the member may convert: every whole step of the balance.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Converter o máximo' }));
    expect(field).toHaveProperty('value', '5000');
    expect(credited(dialog)).toBe('R$ 50,00');
    expect(bodies).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '3000');
    expect(credited(dialog)).toBe('R$ 30,00');
    await userEvent.click(convert);
    expect(
      await screen.findByText('3.000 pontos convertidos: R$ 30,00 creditados no seu saldo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ points: '3000', withdrawPassword: '123456' });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/u);
    // Both balances read the answer: the points here, the main wallet in the header.
    const balance = screen.getByRole('region', { name: 'Os meus pontos' });
    expect(await within(balance).findByText('2.000')).toBeTruthy();
    await waitFor(() => expect(useSessionStore.getState().member?.balance).toBe('1264.50'));

    // The notice is worded again in the language the member switches to, figures included.
    await act(async () => {
      await loadTranslations('EN');
      await i18n.changeLanguage('en');
    });
    expect(
      await screen.findByText('3,000 points converted: R$ 30.00 credited to your balance.'),
    ).toBeTruthy();
  });

  it('shows a refusal of the server in the dialog', async () => {
    await openPointMall({ [pointsPath.convert]: () => fail(409, 'points_insufficient') });
    const dialog = await openConvert();
    await userEvent.type(within(dialog).getByLabelText('Pontos a converter'), '2000');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe de levantamento'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Converter' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não tem pontos suficientes para isto.',
    );
    // Cancel closes without converting.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/convertidos/u)).toBeNull();
  });
});
