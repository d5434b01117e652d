import {
  catalogueOpsEndpoints,
  type OpsCatalogueGame,
  type OpsCatalogueVendor,
} from '@portal/contract/games/ops';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = {
  vendors: catalogueOpsEndpoints.opsCatalogueVendors.path,
  games: catalogueOpsEndpoints.opsCatalogueGames.path,
  vendorSwitch: catalogueOpsEndpoints.opsCatalogueVendorSwitch.path,
  gameSwitch: catalogueOpsEndpoints.opsCatalogueGameSwitch.path,
  hot: catalogueOpsEndpoints.opsCatalogueHot.path,
};

function vendor(overrides: Partial<OpsCatalogueVendor>): OpsCatalogueVendor {
  return {
    vendorCode: 'AG',
    displayName: 'Asia Gaming',
    wallet: 'transfer',
    enabled: true,
    games: 700,
    gamesOff: 2,
    ...overrides,
  };
}

function game(overrides: Partial<OpsCatalogueGame>): OpsCatalogueGame {
  return {
    id: '41',
    gameCode: 'AG_RNG_0001',
    name: 'Dragão Dourado',
    vendorCode: 'AG',
    vendorName: 'Asia Gaming',
    gameType: 'RNG',
    classify: 'SLOT',
    enabled: true,
    vendorEnabled: true,
    gameEnabled: true,
    hot: false,
    hotDefault: false,
    own: false,
    ...overrides,
  };
}

const vendors = () => [
  vendor({}),
  vendor({ vendorCode: 'PGE', displayName: 'PGE', wallet: 'seamless', games: 12, gamesOff: 0 }),
];

function page(items: OpsCatalogueGame[], total = items.length): Response {
  return ok({ totalPages: Math.ceil(total / 20), pageNum: 1, total, items });
}

describe('catalogue page', () => {
  it('lists the vendors and switches one off', async () => {
    const sent: Record<string, unknown>[] = [];
    let rows = vendors();
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.vendors]: () => ok({ items: rows }),
      [path.vendorSwitch]: async (request) => {
        sent.push(await requestBody(request));
        rows = [vendor({ enabled: false }), rows[1]!];
        return ok({ vendor: rows[0], changed: true });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/catalogue', 'token');

    const nav = await screen.findByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).getByRole('link', { name: 'Catálogo' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Catálogo' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Fornecedores' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Asia Gaming')).toBeTruthy();
    expect(within(first!).getByText('Transferência')).toBeTruthy();
    expect(within(first!).getByText('700')).toBeTruthy();
    expect(within(first!).getByText('Ligado')).toBeTruthy();
    expect(within(second!).getByText('Carteira principal')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Desligar: Asia Gaming' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Fornecedor Asia Gaming desligado. Os jogadores deixam de ver os seus jogos.',
    );
    expect(sent).toEqual([{ vendorCode: 'AG', enabled: false }]);
    expect(await within(table).findByRole('button', { name: 'Ligar: Asia Gaming' })).toBeTruthy();
    expect(within(table).getByText('Desligado')).toBeTruthy();
  });

  it('filters the games and marks one hot', async () => {
    const asked: URLSearchParams[] = [];
    const sent: Record<string, unknown>[] = [];
    let rows = [
      game({}),
      game({
        id: '42',
        gameCode: 'AG_RNG_0002',
        name: 'Tigre',
        gameEnabled: false,
        enabled: false,
      }),
      game({ id: '43', gameCode: 'PGE_DICE', name: 'Dados', vendorEnabled: false, enabled: false }),
    ];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.vendors]: () => ok({ items: vendors() }),
      [path.games]: (request) => {
        asked.push(new URL(request.url).searchParams);
        return page(rows, 45);
      },
      [path.hot]: async (request) => {
        sent.push(await requestBody(request));
        rows = [game({ hot: true }), ...rows.slice(1)];
        return ok({ game: rows[0], changed: true });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/catalogue', 'token');

    await user.click(await screen.findByRole('tab', { name: 'Jogos' }));
    const table = await screen.findByRole('table', { name: 'Jogos' });
    expect(Object.fromEntries(asked[0]!)).toEqual({ pageNo: '1', pageSize: '20' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Slots')).toBeTruthy();
    expect(within(first!).getByText('Ligado')).toBeTruthy();
    expect(within(first!).getByText('Não')).toBeTruthy();
    expect(within(second!).getByText('Desligado')).toBeTruthy();
    expect(within(third!).getByText('Desligado (fornecedor)')).toBeTruthy();
    expect(
      within(second!).getByRole('button', { name: 'Ligar: Tigre (AG_RNG_0002)' }),
    ).toBeTruthy();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Fornecedor' }), 'AG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'RNG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'off');
    await user.type(screen.getByRole('textbox', { name: 'Nome do jogo' }), ' dragão ');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        pageNo: '1',
        pageSize: '20',
        vendor: 'AG',
        gameType: 'RNG',
        state: 'off',
        q: 'dragão',
      }),
    );

    const filtered = await screen.findByRole('table', { name: 'Jogos' });
    await user.click(
      within(filtered).getByRole('button', {
        name: 'Marcar como popular: Dragão Dourado (AG_RNG_0001)',
      }),
    );
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Jogo Dragão Dourado marcado como popular.',
    );
    expect(sent).toEqual([{ gameId: '41', hot: true }]);
    expect(
      await within(filtered).findByRole('button', {
        name: 'Retirar de populares: Dragão Dourado (AG_RNG_0001)',
      }),
    ).toBeTruthy();
  });

  it('shows a refusal', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.vendors]: () => ok({ items: vendors() }),
      [path.games]: () => page([game({})]),
      [path.gameSwitch]: () => fail(404, 'not_found'),
    });
    const user = userEvent.setup();
    renderConsole('/console/catalogue', 'token');

    await user.click(await screen.findByRole('tab', { name: 'Jogos' }));
    const table = await screen.findByRole('table', { name: 'Jogos' });
    await user.click(
      within(table).getByRole('button', { name: 'Desligar: Dragão Dourado (AG_RNG_0001)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Não encontrado.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not open to an operator without the catalogue permission', async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('finance', { username: 'filipa' })) });
    renderConsole('/console/catalogue', 'token');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo, filipa.' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).queryByRole('link', { name: 'Catálogo' })).toBeNull();
    expect(window.location.pathname).toBe('/console');
  });
});
