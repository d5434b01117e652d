import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { encryptPayload } from '../../../test/fake-encryption.ts';
import { findDialog } from '../../../test/find-dialog.ts';
import { memberInfo } from '../../../test/member-fixture.ts';
import { fail, ok, requestBody } from '../../../test/request-body.ts';
import { openMemberPage, requestsTo, withdrawSettings } from '../../../test/wallet-fixture.ts';

vi.mock('@portal/contract/encrypted-payload', () => import('../../../test/fake-encryption.ts'));

const countries = () =>
  ok({ list: [{ countryCode: 'PT', countryDialingCode: '351', name: 'Portugal' }] });
const page = {
  '/wps/wallet/withdraw/settings': () => ok(withdrawSettings()),
  '/wps/wallet/accounts': () => ok({ list: [] }),
  '/wps/system/countries': countries,
};

describe('contact binding', { timeout: 20_000 }, () => {
  beforeEach(() => encryptPayload.mockClear());

  it('binds a mobile number: code with its countdown, password, then the new masked value', async () => {
    let member = memberInfo({ mobileNum: null, email: 'a***@example.com' });
    const bodies: Record<string, unknown>[] = [];
    const { fetchMock } = await openMemberPage(
      'securityCenter',
      {
        ...page,
        '/wps/member/info': () => ok(member),
        '/wps/verification/sms/bind': async (request) => {
          bodies.push(await requestBody(request));
          return ok({ expiredMinutes: 5 });
        },
        '/wps/member/mobile': async (request) => {
          expect(request.headers.get('X-Encrypted')).toBe('1');
          bodies.push(await requestBody(request));
          member = { ...member, mobileNum: '+351 *****5678' };
          return ok({ mobileNum: '+351 *****5678' });
        },
      },
      { member },
    );
    const card = await screen.findByRole('region', { name: 'Telemóvel e email' });
    expect(within(card).getByText('Não associado')).toBeTruthy();
    expect(within(card).queryByText(/contacte o apoio ao cliente/u)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Alterar email' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Associar telemóvel' }));
    const dialog = await findDialog('Associar telemóvel');

    // The contract's schemas check first: nothing is sent for a bad number.
    // (The send button takes one press a second, so the bad number is tried by submitting.)
    await userEvent.type(within(dialog).getByLabelText('Novo número de telemóvel'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText('Introduza um número de telemóvel válido.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/verification/sms/bind')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/wps/member/mobile')).toHaveLength(0);

    const number = within(dialog).getByLabelText('Novo número de telemóvel');
    await userEvent.clear(number);
    await userEvent.type(number, '912345678');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Indicativo do país') as HTMLSelectElement).value).toBe(
        '351',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    const waiting = await within(dialog).findByRole('button', { name: 'Reenviar em 300 s' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    expect(bodies[0]).toEqual({ mobileNum: '912345678', countryDialingCode: '351' });

    await userEvent.type(within(dialog).getByLabelText('Código de verificação'), '123456');
    // The member has a login password: it is asked for before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/member/mobile')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe de acesso'), 'secret99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '351',
      verificationCode: '123456',
      password: 'secret99',
    });
    expect(await within(card).findByText('+351 *****5678')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe('O telemóvel foi associado.');
    expect(within(card).getByRole('button', { name: 'Alterar telemóvel' })).toBeTruthy();
  });

  it('puts refusals under their fields and keeps the dialog open, changing nothing', async () => {
    const member = memberInfo({ mobileNum: '+351 *****0001' });
    let sends = 0;
    let binds = 0;
    await openMemberPage(
      'securityCenter',
      {
        ...page,
        '/wps/verification/sms/bind': () => {
          sends += 1;
          return sends === 1 ? fail(409, 'mobile_taken') : ok({ expiredMinutes: 1 });
        },
        '/wps/member/mobile': () => {
          binds += 1;
          return binds === 1
            ? fail(400, 'invalid_verification_code')
            : fail(400, 'wrong_old_password', {
                fields: { password: 'A palavra-passe atual está errada.' },
              });
        },
      },
      { member },
    );
    const card = await screen.findByRole('region', { name: 'Telemóvel e email' });
    await userEvent.click(within(card).getByRole('button', { name: 'Alterar telemóvel' }));
    const dialog = await findDialog('Alterar telemóvel');
    const number = within(dialog).getByLabelText('Novo número de telemóvel');
    await userEvent.type(number, '912000002');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Indicativo do país') as HTMLSelectElement).value).toBe(
        '351',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(
      await within(dialog).findByText('Este número de telemóvel já está registado.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(number));
    // No countdown after a refusal.
    expect(within(dialog).getByRole('button', { name: 'Enviar código' })).toBeTruthy();

    await userEvent.clear(number);
    await userEvent.type(number, '912000003');
    // The send button takes one press a second.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await within(dialog).findByRole('button', { name: 'Reenviar em 60 s' });
    await userEvent.type(within(dialog).getByLabelText('Código de verificação'), '000000');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe de acesso'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText('Introduza um código de verificação válido.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('A palavra-passe atual está errada.')).toBeTruthy();
    expect(binds).toBe(2);
    expect(within(card).getByText('+351 *****0001')).toBeTruthy();

    // Cancel closes without a change.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('binds an email without a password field when the member has none', async () => {
    let member = memberInfo({ email: null, hasPassword: false });
    const bodies: Record<string, unknown>[] = [];
    const { fetchMock } = await openMemberPage(
      'securityCenter',
      {
        ...page,
        '/wps/member/info': () => ok(member),
        '/wps/member/email/code': async (request) => {
          bodies.push(await requestBody(request));
          return ok({ expiredMinutes: 5 });
        },
        '/wps/member/email': async (request) => {
          expect(request.headers.get('X-Encrypted')).toBe('1');
          bodies.push(await requestBody(request));
          member = { ...member, email: 'n***@example.com' };
          return ok({ email: 'n***@example.com' });
        },
      },
      { member },
    );
    const card = await screen.findByRole('region', { name: 'Telemóvel e email' });
    await userEvent.click(within(card).getByRole('button', { name: 'Associar email' }));
    const dialog = await findDialog('Associar email');
    expect(within(dialog).queryByLabelText('Palavra-passe de acesso')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Novo email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Introduza um e-mail válido.')).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/member/email/code')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/wps/member/email')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Novo email'));
    await userEvent.type(within(dialog).getByLabelText('Novo email'), 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await within(dialog).findByRole('button', { name: 'Reenviar em 300 s' });
    await userEvent.type(within(dialog).getByLabelText('Código de verificação'), '654321');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { email: 'new@example.com' },
      expect.objectContaining({ email: 'new@example.com', verificationCode: '654321' }),
    ]);
    expect(bodies[1]).not.toHaveProperty('password');
    expect(await within(card).findByText('n***@example.com')).toBeTruthy();
  });

  it('speaks English and closes with Escape', async () => {
    await openMemberPage('securityCenter', page);
    await screen.findByRole('region', { name: 'Telemóvel e email' });
    await act(() => i18n.changeLanguage('en'));
    const english = await screen.findByRole('region', { name: 'Mobile and email' });
    await userEvent.click(within(english).getByRole('button', { name: 'Link mobile' }));
    const dialog = await findDialog('Link mobile');
    expect(within(dialog).getByLabelText('New mobile number')).toBeTruthy();
    expect(within(dialog).getByLabelText('Login password')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
