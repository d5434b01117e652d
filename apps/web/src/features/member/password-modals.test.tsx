import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openModal } from '../../shared/modals/modal-store.ts';
import { encryptPayload } from '../../test/fake-encryption.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { loginOutput, memberInfo, registerSetting } from '../../test/member-fixture.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';

vi.mock('@portal/contract/encrypted-payload', () => import('../../test/fake-encryption.ts'));

const settings =
  (overrides: Parameters<typeof registerSetting>[0] = {}) =>
  () =>
    ok(registerSetting(overrides));

describe('forgot password', () => {
  beforeEach(() => encryptPayload.mockClear());

  it('sends the reset link by email (form-encoded), shows in_been_out and closes', async () => {
    const requests: Request[] = [];
    stubFetch({
      '/wps/system/setting/register': settings(),
      '/wps/member/password/email': (request) => (
        requests.push(request.clone()),
        ok({ sent: true })
      ),
    });
    renderRoutes('/');
    act(() => openModal('forgotPassword'));
    const dialog = await findDialog('Recuperar palavra-passe');
    expect(
      (await within(dialog).findByRole('tab', { name: 'Por email' })).getAttribute('aria-selected'),
    ).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar link' }));
    const username = within(dialog).getByLabelText('Nome de utilizador');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(requests).toHaveLength(0);

    await userEvent.type(username, 'newbie01');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar link' }));
    expect(
      await within(dialog).findByText('Introduza um e-mail válido com 5-60 caracteres.'),
    ).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar link' }));
    const done = await findDialog('Recuperar palavra-passe');
    expect(
      await within(done).findByText(
        'Enviámos um link de recuperação para o seu email. Siga-o para definir uma nova palavra-passe.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(await requests[0]!.text()).toBe('username=newbie01&email=ana%40example.com');
  });

  it('sets a new password by phone, logs in with it and goes to root', async () => {
    const bodies: Record<string, Record<string, unknown>> = {};
    stubFetch({
      '/wps/system/setting/register': settings({ defaultForgotType: 'mobileNum' }),
      '/wps/system/countries': () =>
        ok({ list: [{ countryCode: 'PT', countryDialingCode: '351', name: 'Portugal' }] }),
      '/wps/verification/sms/noLogin': async (request) => {
        bodies.sms = await requestBody(request);
        return ok({ expiredMinutes: 1 });
      },
      '/wps/member/password/verification': async (request) => {
        expect(request.headers.get('X-Encrypted')).toBe('1');
        bodies.reset = await requestBody(request);
        return ok({ account: 'newbie01' });
      },
      '/wps/session/login': async (request) => {
        bodies.login = await requestBody(request);
        return ok(loginOutput({ token: 'tok-reset' }));
      },
      '/wps/member/info': () => ok(memberInfo({ account: 'newbie01' })),
    });
    const { history } = renderRoutes('/promotions');
    act(() => openModal('forgotPassword'));
    const dialog = await findDialog('Recuperar palavra-passe');
    expect(
      (await within(dialog).findByRole('tab', { name: 'Por telemóvel' })).getAttribute(
        'aria-selected',
      ),
    ).toBe('true');
    await userEvent.type(within(dialog).getByLabelText('Telemóvel'), '912345678');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Indicativo do país') as HTMLSelectElement).value).toBe(
        '351',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await within(dialog).findByRole('button', { name: 'Reenviar em 60 s' });
    expect(bodies.sms).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '351',
      purpose: 'reset',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código SMS' }), '4321');
    await userEvent.type(within(dialog).getByLabelText('Nova palavra-passe'), 'newpass1');
    await userEvent.type(within(dialog).getByLabelText('Confirmar nova palavra-passe'), 'newpass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Definir palavra-passe' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.location.pathname).toBe('/');
    expect(bodies.reset).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '351',
      verificationCode: '4321',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
    expect(bodies.login).toMatchObject({ username: 'newbie01', password: 'newpass1' });
    expect(sessionStorage.getItem('token')).toBe('tok-reset');
  });
});

describe('change password', () => {
  beforeEach(() => encryptPayload.mockClear());

  it('forces the change after a default-password login: no way to dismiss it', async () => {
    const changes: Request[] = [];
    stubFetch({
      '/wps/system/setting/register': settings(),
      '/wps/session/login': () =>
        ok(loginOutput({ token: 'tok-held', forcePasswordChange: true, firstTimeLogin: true })),
      '/wps/member/password': (request) => (
        changes.push(request.clone()),
        ok({ token: 'tok-fresh' })
      ),
      '/wps/member/info': (request) =>
        request.headers.get('Authorization') === 'Bearer tok-fresh'
          ? ok(memberInfo({ account: 'newbie01' }))
          : fail(401, 'in_no_login'),
      '/wps/member/firstLogin': () => ok({ done: true }),
    });
    const { history } = renderRoutes('/login');
    const login = await findDialog('Entrar');
    await userEvent.type(within(login).getByLabelText('Nome de utilizador'), 'newbie01');
    await userEvent.type(within(login).getByLabelText('Palavra-passe'), '123456');
    await userEvent.click(within(login).getByRole('button', { name: 'Entrar' }));

    const dialog = await findDialog('Alterar palavra-passe');
    expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull();
    expect(within(dialog).getByText(/tem de alterar a sua palavra-passe/u)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();
    expect(within(dialog).queryByLabelText('Palavra-passe atual')).toBeNull();
    // Neither Escape nor a click outside closes it, and nothing is logged in yet.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('core-modal-cover'));
    expect(await findDialog('Alterar palavra-passe')).toBeTruthy();
    expect(sessionStorage.getItem('token')).toBeNull();

    await userEvent.type(within(dialog).getByLabelText('Nova palavra-passe'), 'abc123');
    await userEvent.type(within(dialog).getByLabelText('Confirmar nova palavra-passe'), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar palavra-passe' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes[0]!.headers.get('Authorization')).toBe('Bearer tok-held');
    expect(changes[0]!.headers.get('X-Encrypted')).toBe('1');
    const body = await requestBody(changes[0]!);
    expect(body).toMatchObject({ newPassword: 'abc123', confirmNewPassword: 'abc123' });
    expect(body).not.toHaveProperty('oldPassword');
    expect(sessionStorage.getItem('token')).toBe('tok-fresh');
    expect(history.location.pathname).toBe('/');
    expect(
      await within(screen.getByRole('banner')).findByRole('button', {
        name: 'Menu da conta newbie01',
      }),
    ).toBeTruthy();
  });

  it('changes the password from the security centre and adopts the fresh token', async () => {
    const bodies: Record<string, unknown>[] = [];
    let wrong = true;
    stubFetch({
      '/wps/system/setting/register': settings(),
      '/wps/member/password': async (request) => {
        bodies.push(await requestBody(request));
        if (wrong) {
          wrong = false;
          return fail(400, 'wrong_old_password');
        }
        return ok({ token: 'tok-2' });
      },
      '/wps/member/info': () => ok(memberInfo()),
    });
    sessionStorage.setItem('token', 'tok-1');
    const { useSessionStore } = await import('../session/index.ts');
    useSessionStore.setState({ token: 'tok-1' });
    const { history } = renderRoutes('/member?mcPage=securityCenter');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Alterar palavra-passe de acesso' }),
    );
    const dialog = await findDialog('Alterar palavra-passe');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe atual'), 'old111');
    await userEvent.type(within(dialog).getByLabelText('Nova palavra-passe'), 'abc123');
    await userEvent.type(within(dialog).getByLabelText('Confirmar nova palavra-passe'), 'abc124');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar palavra-passe' }));
    expect(await within(dialog).findByText('A confirmação não coincide.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Confirmar nova palavra-passe'));
    await userEvent.type(within(dialog).getByLabelText('Confirmar nova palavra-passe'), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar palavra-passe' }));
    expect(await within(dialog).findByText('A palavra-passe atual está errada.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Palavra-passe atual'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Alterar palavra-passe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toMatchObject({ oldPassword: 'old111', newPassword: 'abc123' });
    expect(sessionStorage.getItem('token')).toBe('tok-2');
    expect(history.location.pathname).toBe('/');
  });
});

describe('reset link', () => {
  it('sets the new password from the emailed token, then opens the login popup', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch({
      '/wps/system/setting/register': settings(),
      '/wps/member/password/reset': async (request) => {
        bodies.push(await requestBody(request));
        return bodies.length === 1 ? fail(400, 'reset_token_invalid') : ok({ reset: true });
      },
    });
    renderRoutes('/');
    act(() => openModal('resetPassword', { resetToken: 'rt-1' }));
    const dialog = await findDialog('Definir nova palavra-passe');
    await userEvent.type(within(dialog).getByLabelText('Nova palavra-passe'), 'abc123');
    await userEvent.type(within(dialog).getByLabelText('Confirmar nova palavra-passe'), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar palavra-passe' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Esta ligação de recuperação é inválida ou já foi usada.',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar palavra-passe' }));
    const login = await findDialog('Entrar');
    expect(within(login).getByRole('status').textContent).toBe(
      'A sua palavra-passe foi alterada. Já pode entrar com a nova palavra-passe.',
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(bodies[1]).toEqual({
      resetToken: 'rt-1',
      newPassword: 'abc123',
      confirmNewPassword: 'abc123',
    });
  });
});
