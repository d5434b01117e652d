import { contentOpsEndpoints } from '@portal/contract/content';
import type {
  OpsAnnouncementItem,
  OpsBannerItem,
  OpsNoticeItem,
  OpsPromotionItem,
} from '@portal/contract/content/ops-items';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = {
  banners: contentOpsEndpoints.opsBanners.path,
  announcements: contentOpsEndpoints.opsAnnouncements.path,
  notices: contentOpsEndpoints.opsNotices.path,
  promotions: contentOpsEndpoints.opsPromotions.path,
  switch: contentOpsEndpoints.opsContentSwitch.path,
};

function banner(overrides: Partial<OpsBannerItem>): OpsBannerItem {
  return {
    id: '12',
    enabled: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    groupName: 'w_home',
    titles: { PT: 'Bónus de boas-vindas', EN: 'Welcome bonus' },
    imageUrl: '/assets/banners/welcome.svg',
    linkageType: 'ROUTE',
    linkage: '/promotions',
    sort: 3,
    startTime: null,
    endTime: null,
    ...overrides,
  };
}

const announcement: OpsAnnouncementItem = {
  id: '5',
  enabled: true,
  createdAt: '2026-11-18T10:00:00.000Z',
  type: 'PU',
  audience: 'A',
  platform: 'W',
  titles: { PT: 'Manutenção programada' },
  contents: { PT: '<p>Domingo</p>' },
  promoId: null,
  startTime: null,
  endTime: null,
};

const notice: OpsNoticeItem = {
  id: '8',
  enabled: false,
  createdAt: '2026-11-17T10:00:00.000Z',
  titles: { EN: 'Marquee only in English' },
  contents: { EN: 'Hello' },
  sort: 1,
  startTime: null,
  endTime: null,
};

const promotion: OpsPromotionItem = {
  id: '3',
  enabled: true,
  createdAt: '2026-11-16T10:00:00.000Z',
  kind: 'raffle',
  category: 'all',
  titles: { PT: 'Sorteio de Natal', EN: 'Christmas raffle' },
  summaries: {},
  contents: {},
  imageUrl: 'https://cdn.example.com/raffle.png',
  startTime: '2026-12-01T10:00:00.000Z',
  endTime: null,
  requiresProof: false,
  prizeAmount: '1500.00',
  prizeTable: null,
  turnoverPercent: 0,
  sort: 4,
};

function page<T>(items: T[]): Response {
  return ok({ totalPages: items.length === 0 ? 0 : 1, pageNum: 1, total: items.length, items });
}

/** A list endpoint that answers `rows()` and keeps each request's query. */
function listOf<T>(rows: () => T[], asked: URLSearchParams[] = []) {
  return (request: Request) => {
    asked.push(new URL(request.url).searchParams);
    return page(rows());
  };
}

describe('content page', () => {
  it('lists the banners with their state and switches one off', async () => {
    const asked: URLSearchParams[] = [];
    const sent: Record<string, unknown>[] = [];
    let rows = [
      banner({}),
      banner({
        id: '11',
        enabled: false,
        groupName: 'w_login',
        titles: { EN: 'Log in and play' },
        imageUrl: 'javascript:alert(1)',
        linkageType: 'NONE',
        linkage: '',
        sort: 0,
      }),
    ];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: listOf(() => rows, asked),
      [path.switch]: async (request) => {
        sent.push(await requestBody(request));
        rows = [banner({ enabled: false }), rows[1]!];
        return ok({ kind: 'banners', id: '12', enabled: false, sort: 3 });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    const nav = await screen.findByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).getByRole('link', { name: 'Conteúdos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Conteúdos' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Banners' });
    expect(asked[0]?.has('group')).toBe(false);
    // The switch reads in the window's words and the creation under the title: fewer columns,
    // so the actions sit in one line and a row stays low.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Título', 'Grupo', 'Imagem', 'Ligação', 'Exibição', 'Ordem', 'Ações']);
    const [, first, second] = within(table).getAllByRole('row');
    // The title in the console's language, else another one; the state as words.
    expect(within(first!).getByText('Bónus de boas-vindas')).toBeTruthy();
    expect(within(first!).getByText(/^Criado em 20\/11\/2026, \d\d:00$/u)).toBeTruthy();
    expect(within(first!).getByText('Página inicial')).toBeTruthy();
    expect(within(first!).getByText('Página do portal: /promotions')).toBeTruthy();
    expect(within(first!).getByText('Em exibição')).toBeTruthy();
    expect(
      within(first!).getByRole('img', { name: 'Bónus de boas-vindas' }).getAttribute('src'),
    ).toBe('/assets/banners/welcome.svg');
    expect(within(second!).getByText('Log in and play')).toBeTruthy();
    expect(within(second!).getByText('Sem ligação')).toBeTruthy();
    expect(within(second!).getByText('Não exibido (desligado)')).toBeTruthy();
    // An address that is neither same-origin nor https is never loaded.
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(within(second!).getByText('Sem imagem')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Ligar: #11' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Desligar: #12' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Banner #12 desligado. Os jogadores deixam de o ver.',
    );
    expect(sent).toEqual([{ kind: 'banners', id: '12', enabled: false }]);
    // The list is asked again: the banner now reads switched off and offers to switch it on.
    expect(await within(table).findByRole('button', { name: 'Ligar: #12' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Desligar: #12' })).toBeNull();
    expect(within(table).getAllByText('Não exibido (desligado)')).toHaveLength(2);
  });

  it('switches lists with the tabs, by click and by keyboard', async () => {
    const asked: string[] = [];
    const track =
      <T,>(kind: string, rows: T[]) =>
      () => {
        asked.push(kind);
        return page(rows);
      };
    stubFetch({
      [opsPath.me]: () => ok(meOf('owner')),
      [path.banners]: track('banners', [banner({})]),
      [path.announcements]: track('announcements', [announcement]),
      [path.notices]: track('notices', [notice]),
      [path.promotions]: track('promotions', [promotion]),
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    const tabs = await screen.findByRole('tablist', { name: 'Tipos de conteúdo' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Banners', 'Anúncios', 'Avisos', 'Promoções']);
    const tab = (name: string) => within(tabs).getByRole('tab', { name });
    expect(tab('Banners').getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('table', { name: 'Banners' });

    await user.click(tab('Anúncios'));
    expect(tab('Anúncios').getAttribute('aria-selected')).toBe('true');
    expect(tab('Banners').getAttribute('aria-selected')).toBe('false');
    const announcements = await screen.findByRole('table', { name: 'Anúncios' });
    expect(asked).toEqual(['banners', 'announcements']);
    expect(screen.getByRole('tabpanel', { name: 'Anúncios' })).toBeTruthy();
    expect(within(announcements).getByText('Manutenção programada')).toBeTruthy();
    expect(within(announcements).getByText('Janela')).toBeTruthy();
    expect(within(announcements).getByText('Jogadores com sessão')).toBeTruthy();
    // Announcements have no order: they switch, they do not move.
    expect(within(announcements).getByRole('button', { name: 'Desligar: #5' })).toBeTruthy();
    expect(within(announcements).queryByRole('button', { name: /Mover/u })).toBeNull();
    // Only banners are grouped.
    expect(screen.queryByRole('combobox', { name: 'Grupo' })).toBeNull();

    // The arrows move along the tabs and select them; focus follows.
    await user.keyboard('{ArrowRight}');
    expect(tab('Avisos').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Avisos'));
    const notices = await screen.findByRole('table', { name: 'Avisos' });
    // Only an English title: shown rather than nothing.
    expect(within(notices).getByText('Marquee only in English')).toBeTruthy();
    expect(within(notices).getByText('Não exibido (desligado)')).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Promoções'));
    const promotions = await screen.findByRole('table', { name: 'Promoções' });
    expect(within(promotions).getByText('Sorteio de Natal')).toBeTruthy();
    expect(within(promotions).getByText('Sorteio')).toBeTruthy();
    expect(within(promotions).getByText('1.500,00')).toBeTruthy();
    expect(within(promotions).getByText(/– sem fim$/u)).toBeTruthy();

    // From the last tab the right arrow wraps to the first; the left arrow wraps back.
    await user.keyboard('{ArrowRight}');
    expect(tab('Banners').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Promoções').getAttribute('aria-selected')).toBe('true');
    expect(tab('Promoções').getAttribute('tabindex')).toBe('0');
    expect(tab('Banners').getAttribute('tabindex')).toBe('-1');
    expect(asked.slice(0, 4)).toEqual(['banners', 'announcements', 'notices', 'promotions']);
  });

  it('moves a banner to a whole order, refusing anything else before sending', async () => {
    const sent: Record<string, unknown>[] = [];
    let rows = [banner({})];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: listOf(() => rows),
      [path.switch]: async (request) => {
        const body = await requestBody(request);
        sent.push(body);
        rows = [banner({ sort: Number(body.sort) })];
        return ok({ kind: 'banners', id: '12', enabled: true, sort: body.sort });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('button', { name: 'Mover: #12' }));
    expect(screen.getByRole('heading', { name: 'Mover o banner #12' })).toBeTruthy();
    const order = screen.getByLabelText('Ordem');
    expect(order).toHaveProperty('value', '3');

    for (const typed of ['2.5', 'abc', '200000']) {
      await user.clear(order);
      await user.type(order, typed);
      await user.click(screen.getByRole('button', { name: 'Guardar a ordem' }));
      await waitFor(() => expect(order.getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getByText('Valor inválido.')).toBeTruthy();
    }
    expect(sent).toEqual([]);

    await user.clear(order);
    await user.type(order, '-7');
    await user.click(screen.getByRole('button', { name: 'Guardar a ordem' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Banner #12 movido para a ordem -7.',
    );
    expect(sent).toEqual([{ kind: 'banners', id: '12', enabled: true, sort: -7 }]);
    expect(screen.queryByRole('heading', { name: 'Mover o banner #12' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Banners' });
    expect(await within(table).findByText('-7')).toBeTruthy();
  });

  it('words the last notice and refusal in the language on screen, after a switch too', async () => {
    let switches = 0;
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => page([banner({})]),
      [path.switch]: () =>
        (switches += 1) === 1
          ? ok({ kind: 'banners', id: '12', enabled: false, sort: 3 })
          : fail(404, 'not_found'),
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');
    const language = async (code: 'PT' | 'EN') =>
      user.selectOptions(screen.getByRole('combobox', { name: /^(Idioma|Language)$/u }), code);

    await user.click(await screen.findByRole('button', { name: 'Desligar: #12' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Banner #12 desligado. Os jogadores deixam de o ver.',
    );
    await language('EN');
    expect(await screen.findByRole('heading', { name: 'Content' })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveProperty(
      'textContent',
      'Banner #12 switched off. Players no longer see it.',
    );

    await user.click(screen.getByRole('button', { name: 'Switch off: #12' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Not found.');
    await language('PT');
    expect(await screen.findByRole('heading', { name: 'Conteúdos' })).toBeTruthy();
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Não encontrado.');
  });

  it("shows the server's refusals: of a switch, of an order, of the list", async () => {
    let listFails = false;
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => (listFails ? fail(403, 'forbidden') : page([banner({})])),
      [path.switch]: async (request) =>
        'sort' in (await requestBody(request))
          ? fail(400, 'invalid_input', { fields: { sort: 'field_invalid' } })
          : fail(404, 'not_found'),
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('button', { name: 'Desligar: #12' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Não encontrado.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Desligar: #12' })).toBeTruthy();

    // A refused order shows under its field, and the panel stays open.
    await user.click(screen.getByRole('button', { name: 'Mover: #12' }));
    const order = screen.getByLabelText('Ordem');
    await user.clear(order);
    await user.type(order, '9');
    await user.click(screen.getByRole('button', { name: 'Guardar a ordem' }));
    await waitFor(() => expect(order.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Valor inválido.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mover o banner #12' })).toBeTruthy();

    // A list the server refuses says so, with a way to ask again.
    listFails = true;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grupo' }), 'w_register');
    expect(await screen.findByText('Não tem permissão para esta ação.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('narrows the banners to a group, and says when there is nothing', async () => {
    const asked: URLSearchParams[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: (request) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const group = query.get('group');
        return page(
          [banner({}), banner({ id: '13', groupName: 'w_login' })].filter(
            (row) => group === null || row.groupName === group,
          ),
        );
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    const table = await screen.findByRole('table', { name: 'Banners' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const group = screen.getByRole('combobox', { name: 'Grupo' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todos os grupos',
      'Página inicial',
      'Menu lateral',
      'Entrada',
      'Registo',
      'Recuperar palavra-passe',
    ]);

    await user.selectOptions(group, 'w_login');
    await waitFor(() => expect(asked.at(-1)?.get('group')).toBe('w_login'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Banners' })).queryByText('Página inicial'),
      ).toBeNull(),
    );
    expect(
      within(screen.getByRole('table', { name: 'Banners' })).getByRole('button', {
        name: 'Desligar: #13',
      }),
    ).toBeTruthy();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ pageNo: '1', group: 'w_login' });

    await user.selectOptions(group, 'w_forget');
    expect(await screen.findByText('Nada aqui ainda.')).toBeTruthy();
    expect(asked.at(-1)?.get('group')).toBe('w_forget');
  });

  it('speaks English when the console does, titles included', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => page([banner({})]),
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await screen.findByRole('table', { name: 'Banners' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'EN');
    expect(await screen.findByRole('heading', { name: 'Content' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Banners' });
    expect(within(table).getByText('Welcome bonus')).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'Welcome bonus' })).toBeTruthy();
    expect(within(table).getByText('Live')).toBeTruthy();
    expect(within(table).getByText(/^Created 20\/11\/2026, \d\d:00$/u)).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Switch off: #12' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Move: #12' })).toBeTruthy();
  });

  it('is not open to an operator without the content permission', async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('finance', { username: 'filipa' })) });
    renderConsole('/console/content', 'token');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo, filipa.' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).queryByRole('link', { name: 'Conteúdos' })).toBeNull();
  });
});
