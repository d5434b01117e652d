import type { RegisterSettingOutput } from '@portal/contract/system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../test/fake-encryption.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { loginOutput, memberInfo, registerSetting } from '../../test/member-fixture.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { makeStatus, moduleNode } from '../../test/status-fixture.ts';

vi.mock('@portal/contract/encrypted-payload', () => import('../../test/fake-encryption.ts'));

const countries = () =>
  ok({ list: [{ countryCode: 'PT', countryDialingCode: '351', name: 'Portugal' }] });

/** Opens /register with the given settings; `routes` adds or replaces stubbed endpoints. */
async function openRegister(
  setting: RegisterSettingOutput = registerSetting(),
  routes: Parameters<typeof stubFetch>[0] = {},
  path = '/register',
  status = makeStatus(),
) {
  const fetchMock = stubFetch({
    '/wps/system/setting/register': () => ok(setting),
    '/wps/system/countries': countries,
    ...routes,
  });
  const view = renderRoutes(path, { status });
  const dialog = await findDialog('Criar conta');
  await within(dialog).findByRole('button', { name: 'Criar conta' });
  return { ...view, dialog, fetchMock };
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

/** The text describing an input's error. */
function errorOf(input: HTMLElement): string | null | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ') || null;
}

async function fillValid(dialog: HTMLElement) {
  await userEvent.type(field(dialog, 'Nome de utilizador'), 'newbie77');
  await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), 'abc123');
  await userEvent.type(within(dialog).getByLabelText('Confirmar palavra-passe'), 'abc123');
}

async function tickBoxes(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByLabelText('Li e aceito os termos e condições'));
  await userEvent.click(within(dialog).getByLabelText('Confirmo que tenho 18 anos ou mais'));
}

describe('registration popup', () => {
  beforeEach(() => encryptPayload.mockClear());

  it('shows the configured fields: optional ones only when shown, marked unless required', async () => {
    const { dialog } = await openRegister(
      registerSetting({
        fields: {
          mobileNum: { shown: false, required: false },
          email: { shown: true, required: true },
          payeeName: { shown: true, required: false },
          paymentPassword: { shown: true, required: false },
          qqNum: { shown: false, required: false },
          affiliateCode: { shown: true, required: false },
        },
      }),
    );
    expect(
      within(dialog)
        .getByRole('tab', { name: 'Com nome de utilizador' })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(field(dialog, 'Nome de utilizador')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    expect(within(dialog).getByLabelText('Nome real (opcional)')).toBeTruthy();
    expect(within(dialog).getByLabelText('Palavra-passe de levantamento')).toBeTruthy();
    expect(within(dialog).getByLabelText('Código de convite (opcional)')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Telemóvel')).toBeNull();
    expect(within(dialog).queryByLabelText('Código SMS')).toBeNull();
    expect(within(dialog).queryByLabelText(/QQ/u)).toBeNull();
    expect(within(dialog).queryByLabelText('Código de verificação')).toBeNull();

    // Required only when configured: the email must be filled, the real name may stay empty.
    await fillValid(dialog);
    await tickBoxes(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() => expect(errorOf(email)).toBe('Campo obrigatório.'));
    expect(within(dialog).getByLabelText('Nome real (opcional)').getAttribute('aria-invalid')).toBe(
      null,
    );
    // The withdrawal password is required once shown.
    expect(errorOf(within(dialog).getByLabelText('Palavra-passe de levantamento'))).toBe(
      'Campo obrigatório.',
    );
  });

  it('checks every field with the published rules and their message templates', async () => {
    const { dialog, fetchMock } = await openRegister(
      registerSetting({
        fields: { paymentPassword: { shown: true, required: true } },
      }),
    );
    const username = field(dialog, 'Nome de utilizador');
    // The rule is shown as a hint before anything is typed.
    expect(errorOf(username)).toBe('6-12 letras e números, a começar por uma letra.');
    await userEvent.type(username, '1ab');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), 'abcdef');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe de levantamento'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(username)).toBe('6-12 letras e números, a começar por uma letra.');
    expect(document.activeElement).toBe(username);
    expect(errorOf(within(dialog).getByLabelText('Palavra-passe'))).toBe(
      '6-20 caracteres com letras e números combinados.',
    );
    // Equal bounds collapse to one number.
    expect(errorOf(within(dialog).getByLabelText('Palavra-passe de levantamento'))).toBe(
      '6 algarismos.',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/member/register'))).toBe(
      false,
    );
  });

  it('refuses a confirmation that differs from the password', async () => {
    const { dialog } = await openRegister();
    await userEvent.type(field(dialog, 'Nome de utilizador'), 'newbie77');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), 'abc123');
    await userEvent.type(within(dialog).getByLabelText('Confirmar palavra-passe'), 'abc124');
    await tickBoxes(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    const confirm = within(dialog).getByLabelText('Confirmar palavra-passe');
    await waitFor(() => expect(errorOf(confirm)).toBe('A confirmação não coincide.'));
  });

  it('stops until both the terms and the 18+ statement are ticked', async () => {
    const { dialog, fetchMock } = await openRegister();
    await fillValid(dialog);
    await userEvent.click(within(dialog).getByLabelText('Li e aceito os termos e condições'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    const age = within(dialog).getByLabelText('Confirmo que tenho 18 anos ou mais');
    await waitFor(() =>
      expect(errorOf(age)).toBe('Confirme que tem 18 anos ou mais e aceite os termos.'),
    );
    expect(
      within(dialog)
        .getByLabelText('Li e aceito os termos e condições')
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/member/register'))).toBe(
      false,
    );
  });

  it('warns about an invalid invitation code when the field is left', async () => {
    const checked: string[] = [];
    const { dialog } = await openRegister(registerSetting(), {
      '/wps/agent/affiliate': (request) => {
        checked.push(new URL(request.url).searchParams.get('code') ?? '');
        return ok({ valid: false, agentAccount: null });
      },
    });
    await userEvent.type(within(dialog).getByLabelText('Código de convite (opcional)'), 'NOPE1');
    await userEvent.tab();
    const warning = await findDialog('Aviso');
    expect(within(warning).getByText('Código de convite inválido.')).toBeTruthy();
    expect(checked).toEqual(['NOPE1']);
  });

  it('registers with the codes of the address, logs in, closes and goes to root', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { dialog, history } = await openRegister(
      registerSetting(),
      {
        '/wps/member/register': async (request) => {
          expect(request.method).toBe('PUT');
          expect(request.headers.get('X-Encrypted')).toBe('1');
          bodies.push(await requestBody(request));
          return ok(loginOutput({ token: 'tok-reg', firstTimeLogin: true }));
        },
        '/wps/agent/affiliate': () => ok({ valid: true, agentAccount: 'agent01' }),
        '/wps/member/info': () => ok(memberInfo({ account: 'newbie77' })),
        '/wps/member/firstLogin': () => ok({ done: true }),
      },
      '/register?referralCode=RC1&affiliateCode=AG01',
    );
    expect(
      (within(dialog).getByLabelText('Código de convite (opcional)') as HTMLInputElement).value,
    ).toBe('AG01');
    await fillValid(dialog);
    await tickBoxes(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(history.location.pathname + history.location.search).toBe('/');
    expect(encryptPayload).toHaveBeenCalledTimes(1);
    expect(bodies[0]).toMatchObject({
      username: 'newbie77',
      password: 'abc123',
      confirmPassword: 'abc123',
      affiliateCode: 'AG01',
      referralCode: 'RC1',
      termsAccepted: true,
      login: true,
      registerMethod: 'WEB',
    });
    expect(bodies[0]).not.toHaveProperty('mobileNum');
    expect(sessionStorage.getItem('token')).toBe('tok-reg');
    expect(
      await within(screen.getByRole('banner')).findByRole('button', {
        name: 'Menu da conta newbie77',
      }),
    ).toBeTruthy();
  });

  it('puts the server field errors under their inputs', async () => {
    const { dialog } = await openRegister(registerSetting(), {
      '/wps/member/register': () =>
        fail(409, 'username_taken', { fields: { username: 'username_taken' } }),
    });
    await fillValid(dialog);
    await tickBoxes(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    const username = field(dialog, 'Nome de utilizador');
    await waitFor(() => expect(errorOf(username)).toBe('Este nome de utilizador já está em uso.'));
    expect(document.activeElement).toBe(username);
  });

  it('opens on the mobile form when configured, with the SMS code and its send button', async () => {
    const sent: Record<string, unknown>[] = [];
    const registered: Record<string, unknown>[] = [];
    const { dialog } = await openRegister(
      registerSetting({ defaultRegisterType: 'registerMobile' }),
      {
        '/wps/verification/sms/register': async (request) => {
          sent.push(await requestBody(request));
          return ok({ expiredMinutes: 5 });
        },
        '/wps/member/register/mobile': async (request) => {
          registered.push(await requestBody(request));
          return ok(loginOutput());
        },
        '/wps/member/info': () => ok(memberInfo()),
      },
      '/register',
      makeStatus({
        whitelabel: [moduleNode('REGISTER', true, [moduleNode('MOBILENUMPASSREG3', true)])],
      }),
    );
    expect(
      within(dialog).getByRole('tab', { name: 'Com telemóvel' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(within(dialog).queryByRole('textbox', { name: 'Nome de utilizador' })).toBeNull();
    const mobile = within(dialog).getByLabelText('Telemóvel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(errorOf(mobile)).toBe('Campo obrigatório.'));
    expect(errorOf(within(dialog).getByRole('textbox', { name: 'Código SMS' }))).toBe(
      'Introduza um código de verificação válido.',
    );

    await userEvent.type(mobile, '912345678');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Indicativo do país') as HTMLSelectElement).value).toBe(
        '351',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await within(dialog).findByRole('button', { name: 'Reenviar em 300 s' });
    expect(sent).toEqual([{ mobileNo: '912345678', countryDialingCode: '351' }]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código SMS' }), '1234');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), 'abc123');
    await userEvent.type(within(dialog).getByLabelText('Confirmar palavra-passe'), 'abc123');
    await tickBoxes(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(registered[0]).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '351',
      verificationCode: '1234',
    });
    expect(registered[0]).not.toHaveProperty('username');
  });

  it('asks no password by mobile unless the merchant wants one (MOBILENUMPASSREG3)', async () => {
    const { dialog } = await openRegister(
      registerSetting({ defaultRegisterType: 'registerMobile' }),
    );
    expect(within(dialog).getByLabelText('Telemóvel')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Palavra-passe')).toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Com nome de utilizador' }));
    expect(within(dialog).getByLabelText('Palavra-passe')).toBeTruthy();
  });
});
