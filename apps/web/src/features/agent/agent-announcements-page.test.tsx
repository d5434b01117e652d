// @vitest-environment jsdom
// DOMPurify is trusted in jsdom (see sanitize-html.test.ts), so the announcement renders as HTML.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { emptyPage, requestsTo } from '../../test/wallet-fixture.ts';
import { openAgentPage } from './agent-test-kit.ts';

describe('agent announcements', { timeout: 20_000 }, () => {
  it('marks unread ones, shows the count on the menu, and reads one as sanitised HTML', async () => {
    const read = new Set<string>();
    const list = () => [
      {
        id: '7',
        title: 'Nova comissão',
        content:
          '<p>Olá <strong>agentes</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
        time: '2026-11-21T10:00:00.000Z',
        read: read.has('7'),
      },
      {
        id: '6',
        title: 'Manutenção',
        content: '<p>Domingo</p>',
        time: '2026-11-20T10:00:00.000Z',
        read: true,
      },
    ];
    const { fetchMock } = await openAgentPage('agentAnnouncement', {
      '/wps/agent/announcements': () =>
        ok({ list: list(), unread: read.has('7') ? 0 : 1, totalPages: 1, pageNum: 1, total: 2 }),
      '/wps/agent/announcements/read': async (request) => {
        read.add((await requestBody(request)).id as string);
        return ok({ ok: true });
      },
    });
    const menu = screen.getByRole('navigation', { name: 'Centro de agente' });
    expect(await within(menu).findByText('1 por ler')).toBeTruthy();
    const item = (await screen.findByText('Nova comissão')).closest('li')!;
    expect(within(item).getByText('Não lido')).toBeTruthy();
    expect(
      within(screen.getByText('Manutenção').closest('li')!).queryByText('Não lido'),
    ).toBeNull();

    await userEvent.click(within(item).getByRole('button', { name: 'Ler: Nova comissão' }));
    const dialog = await findDialog('Nova comissão');
    expect(within(dialog).getByText('agentes').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(await requestBody(requestsTo(fetchMock, '/wps/agent/announcements/read')[0]!)).toEqual({
      id: '7',
    });
    await waitFor(() => expect(within(item).queryByText('Não lido')).toBeNull());
    await waitFor(() => expect(within(menu).queryByText('1 por ler')).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await userEvent.click(
      within(screen.getByText('Manutenção').closest('li')!).getByRole('button'),
    );
    await findDialog('Manutenção');
    expect(requestsTo(fetchMock, '/wps/agent/announcements/read')).toHaveLength(1);
  });

  it('shows the empty and error states', async () => {
    let fails = true;
    await openAgentPage('agentAnnouncement', {
      '/wps/agent/announcements': () =>
        fails ? fail(500, 'internal_error') : emptyPage({ unread: 0 }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Ainda não há anúncios para agentes.')).toBeTruthy();
  });
});
