import { dashboardEndpoints } from '@portal/contract/ops/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { dashboardAnswer, meOf, opsPath, renderConsole } from './console-test-kit.tsx';
import { readOperatorToken } from './operator-session.ts';

describe('console login', () => {
  it('enrols the authenticator at the first login, shows the recovery codes once, then opens', async () => {
    const sent: Record<string, unknown>[] = [];
    const fetchMock = stubFetch({
      [opsPath.login]: async (request) => {
        sent.push(await requestBody(request));
        return ok({
          ticket: 'ticket-1',
          stage: 'enrol',
          enrolment: {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/demo:ana?secret=JBSWY3DPEHPK3PXP',
          },
        });
      },
      [opsPath.secondFactor]: async (request) => {
        sent.push(await requestBody(request));
        return ok({
          token: 'op-token',
          me: meOf('owner'),
          recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'],
        });
      },
      [opsPath.me]: () => ok(meOf('owner')),
      [opsPath.approvals]: () => ok({ totalPages: 0, pageNum: 1, total: 0, items: [] }),
    });
    const user = userEvent.setup();
    renderConsole();

    await user.type(await screen.findByLabelText('Utilizador'), 'ana');
    await user.type(screen.getByLabelText('Palavra-passe'), 'a long passphrase 1');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Configure o autenticador' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(
      screen.getByLabelText('Código de 6 dígitos ou código de recuperação'),
      '123456',
    );
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const codes = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
    // The session starts only once the codes are acknowledged.
    expect(readOperatorToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardei os códigos' }));

    expect(await screen.findByRole('heading', { name: 'Bem-vindo, ana.' })).toBeTruthy();
    expect(sent).toEqual([
      { username: 'ana', password: 'a long passphrase 1' },
      { ticket: 'ticket-1', code: '123456' },
    ]);
    const meCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith(opsPath.me));
    expect(new Headers(meCall![1]!.headers).get('Authorization')).toBe('Bearer op-token');
  });

  it('shows a refused code under the code field and stays on the step', async () => {
    stubFetch({
      [opsPath.login]: () => ok({ ticket: 't', stage: 'totp', enrolment: null }),
      [opsPath.secondFactor]: () => fail(401, 'totp_invalid'),
    });
    const user = userEvent.setup();
    renderConsole();
    await user.type(await screen.findByLabelText('Utilizador'), 'ana');
    await user.type(screen.getByLabelText('Palavra-passe'), 'a long passphrase 1');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(
      await screen.findByLabelText('Código de 6 dígitos ou código de recuperação'),
      '000000',
    );
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Código do autenticador' })).toBeTruthy();
    expect(readOperatorToken()).toBeNull();
  });

  it('an ended session (401) brings the login back', async () => {
    stubFetch({ [opsPath.me]: () => fail(401, 'token_invalid') });
    renderConsole('/console', 'stale-token');
    expect(await screen.findByRole('heading', { name: 'Entrar na consola' })).toBeTruthy();
    expect(readOperatorToken()).toBeNull();
  });
});

describe('console sections', () => {
  it('a content operator sees only what its role opens, and a typed address leads home', async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('content', { username: 'carla' })) });
    renderConsole('/console/operators', 'token');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo, carla.' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secções da consola' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Início', 'Conteúdos', 'Catálogo', 'Opiniões']);
  });

  it('an owner sees every section', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('owner')),
      [dashboardEndpoints.dashboard.path]: () => ok(dashboardAnswer({ approvals: 3 })),
    });
    renderConsole('/console', 'token');
    const nav = await screen.findByRole('navigation', { name: 'Secções da consola' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Início',
      'Aprovações',
      'Levantamentos',
      'Depósitos',
      'Conteúdos',
      'Catálogo',
      'Resultados da lotaria',
      'Membros',
      'Jogo responsável',
      'Pedidos',
      'Opiniões',
      'Ao vivo',
      'Sistema',
      'Operadores',
      'Registo de auditoria',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Aprovações pendentes/u }).textContent).toContain(
        '3',
      ),
    );
  });
});
