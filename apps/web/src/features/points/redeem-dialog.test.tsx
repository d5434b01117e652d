import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../test/fake-encryption.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { requestsTo } from '../../test/wallet-fixture.ts';
import { openPointMall, pointsPath, record } from './points-test-kit.ts';

vi.mock('@portal/contract/encrypted-payload', () => import('../../test/fake-encryption.ts'));

/** Opens the redeem dialog of a reward by its name. */
async function openRedeem(name: string) {
  const card = await screen.findByRole('article', { name });
  const button = within(card).getByRole('button', { name: `Resgatar ${name}` });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await userEvent.click(button);
  return findDialog(`Resgatar ${name}`);
}

/** The value shown beside a term of the dialog's summary. */
function summary(dialog: HTMLElement, term: string): string | null {
  return within(dialog).getByText(term).nextElementSibling?.textContent ?? null;
}

describe('the redeem dialog', { timeout: 30_000 }, () => {
  beforeEach(() => encryptPayload.mockClear());

  it('totals the quantity, asks where to ship goods, sends and shows the notice', async () => {
    const sent: Request[] = [];
    let points = '5000';
    const { fetchMock } = await openPointMall({
      [pointsPath.balance]: () => ok({ points }),
      [pointsPath.redeem]: (request) => {
        sent.push(request.clone());
        points = '2000';
        return ok({ record: record(), points });
      },
    });
    const dialog = await openRedeem('Caneca dourada');
    expect(summary(dialog, 'Custo por unidade')).toBe('1.500 pontos');
    expect(summary(dialog, 'Total de pontos')).toBe('1.500 pontos');
    expect(summary(dialog, 'Pontos depois do resgate')).toBe('3.500');
    const quantity = within(dialog).getByLabelText('Quantidade');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(summary(dialog, 'Total de pontos')).toBe('4.500 pontos');
    expect(summary(dialog, 'Pontos depois do resgate')).toBe('500');

    // Four is over the cap of three a redemption; nothing typed for the shipping.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    expect(summary(dialog, 'Total de pontos')).toBe('—');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    expect(await within(dialog).findByText('Escolha uma quantidade de 1 a 3.')).toBeTruthy();
    const shipping = within(dialog).getByRole('group', { name: 'Dados de envio' });
    const recipient = within(shipping).getByLabelText('Destinatário');
    expect(recipient.getAttribute('aria-invalid')).toBe('true');
    expect(within(shipping).getAllByText('Campo obrigatório.')).toHaveLength(1);
    expect(within(dialog).getByText('Introduza a palavra-passe de levantamento.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.type(recipient, 'Ana Silva');
    await userEvent.type(within(shipping).getByLabelText('Telefone'), '+55 11 99999-0000');
    await userEvent.type(within(shipping).getByLabelText('Morada'), 'Rua das Flores 10, São Paulo');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe de levantamento'), '123456');
    const historyCalls = requestsTo(fetchMock, pointsPath.redeemList).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));

    expect(
      await screen.findByText('Resgate enviado: 2 × Caneca dourada está em processamento.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-Encrypted')).toBe('1');
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/u);
    expect(await requestBody(sent[0]!)).toMatchObject({
      rewardId: '7',
      quantity: 2,
      shipping: {
        recipient: 'Ana Silva',
        phone: '+55 11 99999-0000',
        address: 'Rua das Flores 10, São Paulo',
      },
      withdrawPassword: '123456',
    });
    // The balance shows what the redemption left, and the history reads again.
    const balance = screen.getByRole('region', { name: 'Os meus pontos' });
    expect(await within(balance).findByText('2.000')).toBeTruthy();
    await waitFor(() =>
      expect(requestsTo(fetchMock, pointsPath.redeemList).length).toBeGreaterThan(historyCalls),
    );
  });

  it('credits a credit reward without shipping', async () => {
    const bodies: Record<string, unknown>[] = [];
    await openPointMall({
      [pointsPath.redeem]: async (request) => {
        bodies.push(await requestBody(request));
        return ok({ record: record({ name: 'Bónus de 5', quantity: 3 }), points: '3500' });
      },
    });
    const dialog = await openRedeem('Bónus de 5');
    expect(within(dialog).queryByRole('group', { name: 'Dados de envio' })).toBeNull();
    expect(summary(dialog, 'Credita no saldo')).toBe('R$ 5,00');
    const quantity = within(dialog).getByLabelText('Quantidade');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(summary(dialog, 'Total de pontos')).toBe('1.500 pontos');
    expect(summary(dialog, 'Credita no saldo')).toBe('R$ 15,00');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe de levantamento'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    expect(
      await screen.findByText('Resgate enviado: 3 × Bónus de 5 está em processamento.'),
    ).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('shipping');
    expect(bodies[0]).toMatchObject({ rewardId: '8', quantity: 3 });
  });

  it('refuses a total above the points before the call', async () => {
    const sent: Request[] = [];
    await openPointMall({
      [pointsPath.balance]: () => ok({ points: '1200' }),
      [pointsPath.redeem]: (request) => (sent.push(request), ok({})),
    });
    const dialog = await openRedeem('Bónus de 5');
    const quantity = within(dialog).getByLabelText('Quantidade');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(summary(dialog, 'Pontos depois do resgate')).toBe('-300');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe de levantamento'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    expect(
      await within(dialog).findByText('Não tem pontos suficientes para esta quantidade.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows refusals where they belong and renews the key only after a refusal', async () => {
    const keys: (string | null)[] = [];
    let answer = () => fail(409, 'points_insufficient');
    await openPointMall({
      [pointsPath.redeem]: (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return answer();
      },
    });
    const dialog = await openRedeem('Bónus de 5');
    const password = within(dialog).getByLabelText('Palavra-passe de levantamento');
    await userEvent.type(password, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Não tem pontos suficientes para isto.');

    answer = () => fail(400, 'wrong_withdraw_password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    expect(
      await within(dialog).findByText('A palavra-passe de levantamento está errada.'),
    ).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    answer = () => fail(500, 'internal_error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    answer = () => ok({ record: record({ name: 'Bónus de 5', quantity: 1 }), points: '4500' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    expect(
      await screen.findByText('Resgate enviado: 1 × Bónus de 5 está em processamento.'),
    ).toBeTruthy();
    // A refusal was final (a new try gets a new key); a server failure may have gone through,
    // so its retry carries the same key.
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBe(keys[2]);
  });
});
