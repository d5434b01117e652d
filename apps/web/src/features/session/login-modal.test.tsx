import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../test/fake-encryption.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { loginOutput, memberInfo } from '../../test/member-fixture.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { makeStatus, moduleNode } from '../../test/status-fixture.ts';
import { setLanguage } from '../../i18n/set-language.ts';
import { useSessionStore } from './session-store.ts';

vi.mock('@portal/contract/encrypted-payload', () => import('../../test/fake-encryption.ts'));

const withModules = (...enabled: string[]) =>
  makeStatus({
    whitelabel: [
      moduleNode('LOGIN', true, [
        moduleNode('SMS_LOGIN', enabled.includes('SMS_LOGIN')),
        moduleNode('FREE_PLAY', enabled.includes('FREE_PLAY')),
      ]),
    ],
  });

/** Records every cookie the page writes, still writing it. */
function spyCookieWrites(): string[] {
  const writes: string[] = [];
  let owner: object | null = document;
  let descriptor: PropertyDescriptor | undefined;
  while (owner !== null && descriptor === undefined) {
    descriptor = Object.getOwnPropertyDescriptor(owner, 'cookie');
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor!.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor!.set!.call(document, value);
    },
  });
  return writes;
}

async function openLogin(path = '/login', status = makeStatus()) {
  const view = renderRoutes(path, { status });
  const dialog = await findDialog('Entrar');
  return { ...view, dialog };
}

async function fillAndSubmit(dialog: HTMLElement, username: string, password: string) {
  await userEvent.type(within(dialog).getByLabelText('Nome de utilizador'), username);
  await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
}

describe('login popup', () => {
  beforeEach(() => encryptPayload.mockClear());

  it('logs in: encrypted body, token in session storage, member loaded, popup closed', async () => {
    const seen: Request[] = [];
    stubFetch({
      '/wps/session/login': (request) => (seen.push(request.clone()), ok(loginOutput())),
      '/wps/member/info': (request) =>
        request.headers.get('Authorization') === 'Bearer tok-new'
          ? ok(memberInfo())
          : fail(401, 'in_no_login'),
    });
    const { dialog } = await openLogin();
    await fillAndSubmit(dialog, '  ana  ', ' secret1 ');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('token')).toBe('tok-new');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, token: 'tok-new' });
    expect(seen[0]!.headers.get('X-Encrypted')).toBe('1');
    expect(Object.keys(JSON.parse(await seen[0]!.clone().text()) as object)).toEqual([
      'k',
      'iv',
      'd',
    ]);
    expect(encryptPayload).toHaveBeenCalledTimes(1);
    expect(encryptPayload.mock.calls[0]![0]).toMatchObject({ kty: 'RSA', kid: 'test' });
    expect(await requestBody(seen[0]!)).toMatchObject({
      type: 'username',
      username: 'ana',
      password: 'secret1',
      side: 'member',
    });
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Menu da conta ana' }),
    ).toBeTruthy();
  });

  it('requires both fields, trimmed, and focuses the first invalid one', async () => {
    const fetchMock = stubFetch();
    const { dialog } = await openLogin();
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    const username = within(dialog).getByLabelText('Nome de utilizador');
    const password = within(dialog).getByLabelText('Palavra-passe');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    const describedBy = username.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Campo obrigatório.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/session/login'))).toBe(
      false,
    );
  });

  it('shows the failure, and reveals and loads the captcha when the error asks for it', async () => {
    const bodies: Record<string, unknown>[] = [];
    let captchaCalls = 0;
    stubFetch({
      '/wps/session/login': async (request) => {
        bodies.push(await requestBody(request));
        return fail(401, 'login_failed', { details: { captcha: true } });
      },
      '/wps/captcha': () => {
        captchaCalls += 1;
        return ok({
          kind: 'image',
          captchaId: `cap-${captchaCalls}`,
          image: 'iVBORw0KGgo=',
          expiresInSeconds: 120,
        });
      },
    });
    const { dialog } = await openLogin();
    expect(within(dialog).queryByLabelText('Código de verificação')).toBeNull();
    await fillAndSubmit(dialog, 'ana', 'wrong1');

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Nome de utilizador ou palavra-passe incorretos.',
    );
    const captcha = await within(dialog).findByLabelText('Código de verificação');
    const image = await within(dialog).findByRole('img', {
      name: 'Imagem com o código de verificação',
    });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');

    // The captcha is now required.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(captcha.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Introduza o código captcha.')).toBeTruthy();
    expect(bodies).toHaveLength(1);

    await userEvent.type(captcha, 'AB12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ captcha: 'AB12', captchaId: 'cap-1' });
    // The used captcha is replaced by a new one.
    await waitFor(() => expect(captchaCalls).toBe(2));
  });

  it('sends a hosted challenge’s token when the brand uses one', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch({
      '/wps/session/login': async (request) => {
        bodies.push(await requestBody(request));
        return fail(401, 'login_failed', { details: { captcha: true } });
      },
      '/wps/captcha': () =>
        ok({ kind: 'hosted', siteKey: 'site-1', scriptUrl: 'https://challenges.example/api.js' }),
    });
    // The provider's script, as Turnstile offers it: a widget that is solved at once.
    const rendered: string[] = [];
    window.turnstile = {
      render: (_element, options) => {
        rendered.push(options.sitekey);
        options.callback('widget-token-1');
      },
    };
    const loads = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onload?.(new Event('load')));
      return node;
    });
    try {
      const { dialog } = await openLogin();
      await fillAndSubmit(dialog, 'ana', 'wrong1');
      await waitFor(() => expect(rendered).toEqual(['site-1']));
      // The widget stands where the image and its text box would.
      expect(within(dialog).getByRole('group', { name: 'Código de verificação' })).toBeTruthy();
      expect(within(dialog).queryByRole('textbox', { name: 'Código de verificação' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[1]).toMatchObject({ geetest_validate: 'widget-token-1' });
      expect(bodies[1]).not.toHaveProperty('captcha');
      expect(loads).toHaveBeenCalledWith(
        expect.objectContaining({ src: 'https://challenges.example/api.js' }),
      );
    } finally {
      delete window.turnstile;
    }
  });

  it('refreshes the captcha at most once per second', async () => {
    let captchaCalls = 0;
    stubFetch({
      '/wps/session/login': () => fail(400, 'captcha_required'),
      '/wps/captcha': () => {
        captchaCalls += 1;
        return ok({
          kind: 'image',
          captchaId: `c${captchaCalls}`,
          image: 'AAAA',
          expiresInSeconds: 60,
        });
      },
    });
    const { dialog } = await openLogin();
    await fillAndSubmit(dialog, 'ana', 'secret1');
    await within(dialog).findByRole('img', { name: 'Imagem com o código de verificação' });
    const before = captchaCalls;
    const refresh = within(dialog).getByRole('button', { name: 'Mostrar outro código' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await waitFor(() => expect(captchaCalls).toBe(before + 1));
  });

  it('remembers only the username in a one-day cookie, never the password', async () => {
    stubFetch({
      '/wps/session/login': () => ok(loginOutput()),
      '/wps/member/info': () => ok(memberInfo()),
    });
    const cookieWrites = spyCookieWrites();
    const { dialog } = await openLogin();
    await userEvent.click(within(dialog).getByLabelText('Lembrar o meu nome de utilizador'));
    await fillAndSubmit(dialog, 'ana', 'secret1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(cookieWrites).toHaveLength(1);
    expect(cookieWrites[0]).toMatch(
      /^rememberedUsername=ana; Max-Age=86400; Path=\/; SameSite=Lax/u,
    );
    expect(document.cookie).not.toContain('secret1');
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        expect(storage.getItem(storage.key(i)!)).not.toContain('secret1');
      }
    }
    document.cookie = 'rememberedUsername=; Max-Age=0; Path=/';
    delete (document as { cookie?: string }).cookie;
  });

  it('prefills the remembered username with the box ticked', async () => {
    document.cookie = 'rememberedUsername=bruno; Path=/';
    stubFetch();
    const { dialog } = await openLogin();
    expect((within(dialog).getByLabelText('Nome de utilizador') as HTMLInputElement).value).toBe(
      'bruno',
    );
    expect(
      (within(dialog).getByLabelText('Lembrar o meu nome de utilizador') as HTMLInputElement)
        .checked,
    ).toBe(true);
    document.cookie = 'rememberedUsername=; Max-Age=0; Path=/';
  });

  it('offers the SMS tab only when SMS login is on, and logs in by SMS code', async () => {
    stubFetch();
    const first = await openLogin();
    expect(within(first.dialog).queryByRole('tab')).toBeNull();
    first.unmount();

    const bodies: Record<string, unknown>[] = [];
    stubFetch({
      '/wps/system/countries': () =>
        ok({
          list: [
            { countryCode: 'BR', countryDialingCode: '55', name: 'Brasil' },
            { countryCode: 'PT', countryDialingCode: '351', name: 'Portugal' },
          ],
        }),
      '/wps/verification/sms/noLogin': async (request) => {
        bodies.push(await requestBody(request));
        return ok({ expiredMinutes: 5 });
      },
      '/wps/session/login': async (request) => {
        bodies.push(await requestBody(request));
        return ok(loginOutput({ forcePasswordChange: true }));
      },
      '/wps/member/info': () => ok(memberInfo()),
    });
    const { dialog } = await openLogin('/login', withModules('SMS_LOGIN'));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Com código SMS' }));
    expect(
      within(dialog).getByRole('tab', { name: 'Com código SMS' }).getAttribute('aria-selected'),
    ).toBe('true');
    const dialing = within(dialog).getByLabelText('Indicativo do país') as HTMLSelectElement;
    await waitFor(() => expect(dialing.value).toBe('351'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(
      await within(dialog).findByText('Introduza um número de telemóvel válido.'),
    ).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Telemóvel'), '912345678');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByRole('button', { name: 'Reenviar em 300 s' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(bodies[0]).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '351',
      purpose: 'login',
    });

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código SMS' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    // SMS logins never force a password change.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[1]).toMatchObject({
      type: 'sms',
      mobileNum: '912345678',
      countryDialingCode: '351',
      password: '123456',
    });
    expect(useSessionStore.getState().isLogin).toBe(true);
  }, 10_000);

  it('continues a held login on the two-factor check', async () => {
    const verified: Record<string, unknown>[] = [];
    stubFetch({
      '/wps/session/login': () =>
        ok(
          loginOutput({
            token: null,
            twoFactor: { challengeId: 'ch-1', maskedMobile: '+351 ****5678', expiredMinutes: 2 },
          }),
        ),
      '/wps/session/login/verify': async (request) => {
        verified.push(await requestBody(request));
        return ok(loginOutput({ token: 'tok-2fa' }));
      },
      '/wps/member/info': () => ok(memberInfo()),
    });
    const { dialog } = await openLogin();
    await fillAndSubmit(dialog, 'ana', 'secret1');
    expect(await within(dialog).findByText(/\+351 \*\*\*\*5678/u)).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Reenviar em 120 s' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText('Introduza um código de verificação válido.'),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Código SMS'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(verified).toEqual([{ challengeId: 'ch-1', code: '654321' }]);
    expect(sessionStorage.getItem('token')).toBe('tok-2fa');
  });

  it('resends the device code once the countdown ends, to the confirmed full number', async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      '/wps/session/login': () =>
        ok(
          loginOutput({
            token: null,
            twoFactor: { challengeId: 'ch-9', maskedMobile: '+351 ******678', expiredMinutes: 1 },
          }),
        ),
      '/wps/system/countries': () =>
        ok({ list: [{ countryCode: 'PT', countryDialingCode: '351', name: 'Portugal' }] }),
      '/wps/verification/sms/noLogin': async (request) => {
        sent.push(await requestBody(request));
        return ok({ expiredMinutes: 1 });
      },
    });
    const { dialog } = await openLogin();
    await fillAndSubmit(dialog, 'ana', 'secret1');
    const code = await within(dialog).findByRole('textbox', { name: 'Código SMS' });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect((within(dialog).getByLabelText('Indicativo do país') as HTMLSelectElement).value).toBe(
      '351',
    );

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(within(dialog).getByRole('button', { name: 'Reenviar em 60 s' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => vi.advanceTimersByTime(60_000));
    const send = await within(dialog).findByRole('button', { name: 'Enviar código' });
    await user.click(send);
    expect(
      await within(dialog).findByText('Introduza um número de telemóvel válido.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Telemóvel'), '912345678');
    act(() => vi.advanceTimersByTime(1000));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(await within(dialog).findByRole('button', { name: 'Reenviar em 60 s' })).toBeTruthy();
    expect(sent).toEqual([
      { purpose: 'device', challengeId: 'ch-9', mobileNum: '912345678', countryDialingCode: '351' },
    ]);
  });

  it('sends agents to their centre and records a first login', async () => {
    const fetchMock = stubFetch({
      '/wps/session/login': () => ok(loginOutput({ firstTimeLogin: true })),
      '/wps/member/info': () => ok(memberInfo({ type: 1, isAgent: true })),
      '/wps/member/firstLogin': () => ok({ done: true }),
    });
    const { dialog, history } = await openLogin();
    await fillAndSubmit(dialog, 'agent01', 'agent1234');
    await waitFor(() => expect(history.location.pathname).toBe('/agentHome'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith('/wps/member/firstLogin') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
    expect(useSessionStore.getState()).toMatchObject({
      isAgent: true,
      afterLoginModal: { name: 'announcement', firstLogin: true },
    });
  });

  it('logs agents in on the agent side and shows a refusal for others', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch({
      '/wps/session/login': async (request) => {
        bodies.push(await requestBody(request));
        return fail(403, 'only_agent_login');
      },
    });
    const { dialog } = await openLogin('/agent');
    expect(within(dialog).getByText(/Área de agentes/u)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Registar' })).toBeNull();
    await fillAndSubmit(dialog, 'demo01', 'demo1234');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Apenas agentes podem entrar aqui.',
    );
    expect(bodies[0]).toMatchObject({ side: 'agent', username: 'demo01' });
  });

  it('starts a free-play trial when free play is on', async () => {
    stubFetch({
      '/wps/session/login/freeplay': () => ok(loginOutput({ token: 'tok-trial' })),
      '/wps/member/info': () => ok(memberInfo({ type: 4, isTrial: true, account: 'trial8' })),
    });
    const { dialog } = await openLogin('/login', withModules('FREE_PLAY'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Experimentar grátis' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-trial', isTrial: true });
  });

  it('links to registration and password recovery', async () => {
    stubFetch();
    const { dialog } = await openLogin();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Esqueceu a palavra-passe?' }),
    );
    expect(await findDialog('Recuperar palavra-passe')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Entrar' })).toBeNull();
  });

  it('speaks English when English is chosen', async () => {
    stubFetch({ '/wps/session/login': () => fail(401, 'login_failed') });
    await setLanguage('EN');
    renderRoutes('/login');
    const dialog = await findDialog('Log in');
    expect(within(dialog).getByLabelText('Remember my username')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'bad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Wrong username or password.',
    );
  });
});
