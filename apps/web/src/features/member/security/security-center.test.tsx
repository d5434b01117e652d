import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { findDialog } from '../../../test/find-dialog.ts';
import { memberInfo } from '../../../test/member-fixture.ts';
import { fail, ok, requestBody } from '../../../test/request-body.ts';
import {
  account,
  openMemberPage,
  requestsTo,
  withdrawSettings,
} from '../../../test/wallet-fixture.ts';

const member = memberInfo({
  account: 'ana',
  nickname: 'Aninhas',
  id: '1001',
  mobileNum: '351*****789',
  email: null,
  lastLoginAt: '2026-11-20T09:30:00.000Z',
  lastLoginIp: '203.0.113.7',
});

describe('security centre', { timeout: 20_000 }, () => {
  it('is the default page: profile, contacts, last login and the login password', async () => {
    await openMemberPage('', {}, { member });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Centro de segurança' }),
    ).toBeTruthy();
    const profile = await screen.findByRole('region', { name: 'Perfil' });
    expect(within(profile).getByText('Aninhas')).toBeTruthy();
    expect(within(profile).getByText('1001')).toBeTruthy();
    expect(within(profile).getByText('Membro')).toBeTruthy();
    const contacts = screen.getByRole('region', { name: 'Telemóvel e email' });
    expect(within(contacts).getByText('351*****789')).toBeTruthy();
    expect(within(contacts).getByText('Não associado')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Último acesso' })).getByText('203.0.113.7'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Alterar palavra-passe de acesso' }));
    expect(await findDialog('Alterar palavra-passe')).toBeTruthy();
  });

  it('sets the first withdrawal password after checking 6 digits and the confirmation', async () => {
    let hasPassword = false;
    const { fetchMock } = await openMemberPage('securityCenter', {
      '/wps/wallet/withdraw/settings': () =>
        ok(withdrawSettings({ hasWithdrawPassword: hasPassword })),
      '/wps/wallet/accounts': () => ok({ list: [] }),
      '/wps/wallet/withdrawPassword': () => {
        hasPassword = true;
        return ok({ hasWithdrawPassword: true });
      },
    });
    const card = await screen.findByRole('region', { name: 'Palavra-passe de levantamento' });
    expect(await within(card).findByText('Por definir')).toBeTruthy();
    expect(within(card).queryByLabelText('Palavra-passe de levantamento atual')).toBeNull();
    await userEvent.type(within(card).getByLabelText('Nova palavra-passe de levantamento'), '12ab');
    await userEvent.type(
      within(card).getByLabelText('Confirmar palavra-passe de levantamento'),
      '1234',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Definir palavra-passe' }));
    expect(
      await within(card).findByText('A palavra-passe de levantamento tem 6 algarismos.'),
    ).toBeTruthy();
    expect(within(card).getByText('A confirmação não coincide.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/wallet/withdrawPassword')).toHaveLength(0);

    await userEvent.clear(within(card).getByLabelText('Nova palavra-passe de levantamento'));
    await userEvent.type(
      within(card).getByLabelText('Nova palavra-passe de levantamento'),
      '135790',
    );
    await userEvent.clear(within(card).getByLabelText('Confirmar palavra-passe de levantamento'));
    await userEvent.type(
      within(card).getByLabelText('Confirmar palavra-passe de levantamento'),
      '135790',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Definir palavra-passe' }));
    expect(
      await within(card).findByText('A palavra-passe de levantamento foi guardada.'),
    ).toBeTruthy();
    const [sent] = requestsTo(fetchMock, '/wps/wallet/withdrawPassword');
    expect(await requestBody(sent!)).toEqual({ newPassword: '135790', confirmPassword: '135790' });
    expect(await within(card).findByText('Definida')).toBeTruthy();
    expect(within(card).getByLabelText('Palavra-passe de levantamento atual')).toBeTruthy();
  });

  it('adds a bank card, puts a wrong withdrawal password under its field, and lists the account', async () => {
    const accounts = [account({ accountId: 'acc-9', maskedNumber: '****9876' })];
    let attempts = 0;
    await openMemberPage('securityCenter', {
      '/wps/wallet/withdraw/settings': () => ok(withdrawSettings()),
      '/wps/wallet/accounts': async (request) => {
        if (request.method === 'GET') return ok({ list: accounts });
        attempts += 1;
        if (attempts === 1) return fail(400, 'wrong_withdraw_password');
        const body = await requestBody(request);
        accounts.push(
          account({
            accountId: 'acc-10',
            holderName: String(body.holderName),
            maskedNumber: '****4321',
          }),
        );
        return ok(accounts.at(-1));
      },
    });
    const card = await screen.findByRole('region', { name: 'Contas de recebimento' });
    expect(await within(card).findByText('Banco Demo ·••• 9876')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Adicionar conta' }));
    const form = within(card).getByRole('form', { name: 'Nova conta de recebimento' });
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar conta' }));
    expect(await within(form).findByText('Introduza o endereço de receção.')).toBeTruthy();
    expect(within(form).getByText('Introduza a palavra-passe de levantamento.')).toBeTruthy();
    expect(attempts).toBe(0);

    await userEvent.type(within(form).getByLabelText('Nome real do titular'), 'Ana Silva');
    await userEvent.type(within(form).getByLabelText('Banco'), 'Banco Demo');
    await userEvent.type(within(form).getByLabelText('Número do cartão ou IBAN'), 'PT500002');
    await userEvent.type(within(form).getByLabelText('Palavra-passe de levantamento'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar conta' }));
    const password = within(form).getByLabelText('Palavra-passe de levantamento');
    expect(
      await within(form).findByText('A palavra-passe de levantamento está errada.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(password);

    await userEvent.clear(password);
    await userEvent.type(password, '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar conta' }));
    expect(await within(card).findByText('A conta foi adicionada.')).toBeTruthy();
    expect(await within(card).findByText('Banco Demo ·••• 4321')).toBeTruthy();
  });

  it('removes an account after a confirmation and shows a refusal', async () => {
    let removed = 0;
    await openMemberPage('securityCenter', {
      '/wps/wallet/withdraw/settings': () => ok(withdrawSettings()),
      '/wps/wallet/accounts': (request) => {
        if (request.method === 'GET') return ok({ list: [account()] });
        removed += 1;
        return fail(409, 'receiving_account_in_use');
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remover Banco Demo ·••• 1234' }),
    );
    const dialog = await findDialog('Remover conta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover conta' }));
    expect(
      await screen.findByText('Esta conta tem um levantamento pendente e não pode ser removida.'),
    ).toBeTruthy();
    expect(removed).toBe(1);
  });

  it('speaks English when the language is EN', async () => {
    await openMemberPage('securityCenter', {
      '/wps/wallet/withdraw/settings': () => ok(withdrawSettings({ hasWithdrawPassword: false })),
      '/wps/wallet/accounts': () => ok({ list: [] }),
    });
    await screen.findByRole('region', { name: 'Perfil' });
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Set password' })).toBeTruthy();
    expect(screen.getByText('You have not added a receiving account yet.')).toBeTruthy();
  });

  it('shows an error with a retry when the wallet settings do not load', async () => {
    let calls = 0;
    await openMemberPage('securityCenter', {
      '/wps/wallet/withdraw/settings': () => {
        calls += 1;
        return calls === 1 ? fail(500, 'internal_error') : ok(withdrawSettings());
      },
      '/wps/wallet/accounts': () => ok({ list: [] }),
    });
    const card = await screen.findByRole('region', { name: 'Palavra-passe de levantamento' });
    expect(await within(card).findByRole('alert')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(within(card).getByText('Definida')).toBeTruthy());
    expect(screen.getByText('Ainda não adicionou nenhuma conta de recebimento.')).toBeTruthy();
  });
});
