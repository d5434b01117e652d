import { encryptCsPath } from '@portal/contract/cs-path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderApp as renderStart } from '../../test/render-app.tsx';
import { makeStatus } from '../../test/status-fixture.ts';
import { memberInfo } from '../../test/member-fixture.ts';

vi.mock('@portal/contract/encrypted-payload', () => import('../../test/fake-encryption.ts'));

const ok = (value: unknown) => () => jsonResponse({ success: true, value });

describe('app start', () => {
  it('shows the maintenance screen with the operator note and a service button', async () => {
    const path = await encryptCsPath('https://chat.example/aurora');
    stubFetch({
      '/wps/system/status': ok(
        makeStatus({
          system: {
            status: 1,
            maintenance: true,
            regionRestriction: false,
            message: 'Voltamos às 14h.',
          },
          // The contact form is a page of the portal, which shows this screen too: the
          // button opens the first outside channel.
          customerService: [
            {
              csType: 'FEEDBACK',
              title: 'Formulário',
              path: await encryptCsPath('/help#feedback'),
            },
            { csType: 'LIVE_CHAT', title: 'Chat', path },
          ],
        }),
      ),
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderStart();
    expect(await screen.findByRole('heading', { name: 'Sistema em manutenção' })).toBeTruthy();
    expect(screen.getByText('Voltamos às 14h.')).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Contactar o apoio ao cliente' }),
    );
    expect(open).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith(
      'https://chat.example/aurora',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });

  it('offers no service button in maintenance when the only channel is a portal page', async () => {
    stubFetch({
      '/wps/system/status': ok(
        makeStatus({
          system: { status: 1, maintenance: true, regionRestriction: false, message: null },
          customerService: [
            {
              csType: 'FEEDBACK',
              title: 'Formulário',
              path: await encryptCsPath('/help#feedback'),
            },
          ],
        }),
      ),
    });
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    renderStart();
    expect(await screen.findByRole('heading', { name: 'Sistema em manutenção' })).toBeTruthy();
    // Once the channel's address is decrypted, still no button leads back to this screen.
    await waitFor(() => expect(decrypt).toHaveBeenCalled());
    await decrypt.mock.results[0]!.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Contactar o apoio ao cliente' })).toBeNull();
  });

  it('shows the region-blocked screen with the visitor IP and the apology', async () => {
    stubFetch({
      '/wps/system/status': ok(
        makeStatus({
          system: { status: 2, maintenance: false, regionRestriction: true, message: null },
          location: { ip: '198.51.100.23' },
        }),
      ),
    });
    renderStart();
    expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeTruthy();
    expect(screen.getByText('O seu endereço IP: 198.51.100.23')).toBeTruthy();
    expect(
      screen.getByText(/lamentamos, o serviço não está disponível na sua região/),
    ).toBeTruthy();
  });

  it('offers a retry when the status call fails, and starts once it answers', async () => {
    let fail = true;
    stubFetch({
      '/wps/system/status': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse({ success: true, value: makeStatus() });
      },
    });
    renderStart();
    expect(await screen.findByText('Ligação de rede anormal. Tente de novo.', {})).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo a Aurora' }),
    ).toBeTruthy();
  });

  it('renders the app on status 0 and remembers the merchant code', async () => {
    stubFetch({ '/wps/system/status': ok(makeStatus()) });
    renderStart();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo a Aurora' }),
    ).toBeTruthy();
    for (const storage of [sessionStorage, localStorage]) {
      expect(storage.getItem('merchant')).toBe('AURORA');
      expect(storage.getItem('merchantCode')).toBe('AURORA');
    }
  });

  it('keeps the last good status when a language switch cannot fetch a new one', async () => {
    let englishCalls = 0;
    stubFetch({
      '/wps/system/status': (request) => {
        if (new URL(request.url).searchParams.get('language') === 'EN') {
          englishCalls += 1;
          throw new TypeError('offline');
        }
        return jsonResponse({ success: true, value: makeStatus() });
      },
    });
    renderStart();
    const select = await screen.findByRole('combobox', { name: 'Idioma' });
    await userEvent.selectOptions(select, 'EN');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Aurora' }),
    ).toBeTruthy();
    // The status query retries once; after that it has failed for good.
    await waitFor(() => expect(englishCalls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Network link abnormal, please retry.')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Aurora' })).toBeTruthy();
  });

  it('leaves a visitor logged out and drops the token when member info answers 501', async () => {
    stubFetch({ '/wps/system/status': ok(makeStatus()) });
    useSessionStore.getState().setToken('stale');
    renderStart();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem-vindo a Aurora' }),
    ).toBeTruthy();
    expect(useSessionStore.getState()).toMatchObject({ token: null, isLogin: false });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('AURORA');
  });

  it('logs in from a stored token once member info loads', async () => {
    stubFetch({
      '/wps/system/status': ok(makeStatus()),
      '/wps/member/info': (request) =>
        request.headers.get('Authorization') === 'Bearer good'
          ? jsonResponse({
              success: true,
              value: memberInfo({ id: '1', balance: '0.00', type: 41, isAgent: true }),
            })
          : jsonResponse({ success: false, code: 'in_no_login', message: 'x' }, 401),
    });
    useSessionStore.getState().setToken('good');
    renderStart();
    expect(await screen.findByRole('button', { name: 'Menu da conta ana' })).toBeTruthy();
    expect(useSessionStore.getState()).toMatchObject({
      token: 'good',
      isLogin: true,
      isAgent: true,
      isTrial: false,
    });
  });
});

describe('logging in after the start', () => {
  it('keeps the page on screen while the new member loads', async () => {
    let release: () => void = () => undefined;
    const memberReady = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch({
      '/wps/system/status': ok(makeStatus()),
      '/wps/session/login': () =>
        jsonResponse({
          success: true,
          value: {
            token: 'tok-9',
            firstTimeLogin: false,
            passwordExpired: false,
            forcePasswordChange: false,
            captcha: false,
            twoFactor: null,
          },
        }),
      '/wps/member/info': async () => {
        await memberReady;
        return jsonResponse({ success: true, value: memberInfo({ id: '1', balance: '0.00' }) });
      },
    });
    renderStart();
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Entrar' }));
    const dialog = await findDialog('Entrar');
    await userEvent.type(within(dialog).getByLabelText('Nome de utilizador'), 'ana');
    await userEvent.type(within(dialog).getByLabelText('Palavra-passe'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-9'));
    // The member is still loading: the page and the popup stay, no full-page cover.
    expect(screen.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Menu da conta ana' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
