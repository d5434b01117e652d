import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/index.ts';
import { FakeWebSocket } from '../../test/fake-websocket.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { requestsTo } from '../../test/wallet-fixture.ts';

describe('reality check and session clock', () => {
  it(
    'shows the pushed reminder over the page until the member continues, and the session clock',
    { timeout: 30_000 },
    async () => {
      const member = memberInfo();
      const fetchMock = stubFetch({
        '/wps/member/info': () => ok(member),
        [rg.realityAck.path]: () => ok({ continued: true }),
        [rg.session.path]: () =>
          ok({
            startedAt: new Date(Date.now() - 65.5 * 60_000).toISOString(),
            previousLoginAt: '2026-11-24T09:00:00.000Z',
            previousLoginIp: '203.0.113.7',
            idleMinutes: 15,
            serverTime: new Date().toISOString(),
          }),
      });
      useSessionStore.getState().setToken('tok');
      useSessionStore.getState().setMember(member);
      renderRoutes('/');
      const clock = await screen.findByRole('timer', {}, { timeout: 20_000 });
      expect(clock.textContent).toBe('1:05');
      expect(clock.getAttribute('aria-label')).toContain('203.0.113.7');
      await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
      act(() => FakeWebSocket.last.accept());
      // The server pushes the reminder again on every run until it is answered, and the host
      // listens once its lazy chunk has mounted: push until the reminder shows.
      await waitFor(
        () => {
          act(() =>
            FakeWebSocket.last.receive({
              type: 'reality_check',
              payload: { sessionMinutes: 60, net: '-12.50', at: new Date().toISOString() },
            }),
          );
          expect(screen.getByRole('dialog', { name: 'Aviso de tempo de jogo' })).toBeTruthy();
        },
        { timeout: 20_000 },
      );
      const dialog = await findDialog('Aviso de tempo de jogo');
      expect(dialog.textContent).toContain('60 minutos');
      expect(dialog.textContent).toContain('-12.50');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar a jogar' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Aviso de tempo de jogo' })).toBeNull(),
      );
      expect(requestsTo(fetchMock, rg.realityAck.path)).toHaveLength(1);
    },
  );
});
