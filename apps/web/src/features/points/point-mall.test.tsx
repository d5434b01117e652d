import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, loadTranslations } from '../../i18n/i18n.ts';
import { useModalStore } from '../../shared/modals/modal-store.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { requestsTo } from '../../test/wallet-fixture.ts';
import { config, credit, goods, openPointMall, pointsPath } from './points-test-kit.ts';

/** The card (a region named by its title) of the page. */
const card = (name: string) => screen.findByRole('region', { name });

describe('the points mall page', { timeout: 30_000 }, () => {
  it('shows the balance, the rewards and the rules the brand configured', async () => {
    await openPointMall();
    const balance = await card('Os meus pontos');
    expect(await within(balance).findByText('5.000')).toBeTruthy();
    expect(within(balance).getByText('1.000 pontos = R$ 10,00')).toBeTruthy();
    expect(within(balance).getByRole('button', { name: 'Converter em saldo' })).toHaveProperty(
      'disabled',
      false,
    );

    const mug = await screen.findByRole('article', { name: 'Caneca dourada' });
    expect(within(mug).getByText('Produto')).toBeTruthy();
    expect(within(mug).getByText('Uma caneca de cerâmica com o logótipo da casa.')).toBeTruthy();
    expect(within(mug).getByText('1.500 pontos')).toBeTruthy();
    expect(within(mug).getByText('4')).toBeTruthy();
    // Goods credit nothing: no "Credita" line.
    expect(within(mug).queryByText('Credita')).toBeNull();
    const bonus = screen.getByRole('article', { name: 'Bónus de 5' });
    expect(within(bonus).getByText('Crédito em saldo')).toBeTruthy();
    expect(within(bonus).getByText('R$ 5,00')).toBeTruthy();
    expect(within(bonus).getByText('Sem limite')).toBeTruthy();
    expect(within(bonus).getByRole('button', { name: 'Resgatar Bónus de 5' })).toHaveProperty(
      'disabled',
      false,
    );

    // The tabs follow the keyboard: End selects the rules.
    const first = screen.getByRole('tab', { name: 'Histórico de resgates' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    act(() => first.focus());
    await userEvent.keyboard('{End}');
    const rules = screen.getByRole('tab', { name: 'Regras' });
    expect(rules.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(rules);
    const panel = screen.getByRole('tabpanel', { name: 'Regras' });
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Casino ao vivo: 10 pontos por cada R$ 100,00 de apostas válidas.',
      'Jogos eletrónicos: 2 pontos por cada R$ 50,00 de apostas válidas.',
      // Sports earn at a unit of zero: switched off, not listed.
      'Depósito: 1 ponto por cada R$ 10,00 depositado.',
      '1.000 pontos convertem-se em R$ 10,00, só em passos inteiros.',
      'Mínimo por conversão: 2.000 pontos.',
      'O valor creditado tem de ser apostado 1× antes de poder ser levantado.',
    ]);
    expect(within(panel).getByText('Os pontos nunca expiram.')).toBeTruthy();
  });

  it('explains the buttons a member cannot use yet', async () => {
    await openPointMall({
      [pointsPath.balance]: () => ok({ points: '1000' }),
      [pointsPath.rewards]: () =>
        ok({ list: [goods(), credit(), goods({ id: '9', name: 'Boné', stock: 0, points: '10' })] }),
    });
    const mug = await screen.findByRole('article', { name: 'Caneca dourada' });
    const redeem = within(mug).getByRole('button', { name: 'Resgatar Caneca dourada' });
    await waitFor(() => expect(redeem).toHaveProperty('disabled', true));
    expect(redeem.getAttribute('aria-describedby')).toBe(
      within(mug).getByText('Faltam-lhe 500 pontos.').id,
    );
    const cap = screen.getByRole('article', { name: 'Boné' });
    expect(within(cap).getByRole('button', { name: 'Resgatar Boné' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(cap).getByText('Esgotado.')).toBeTruthy();
    const balance = await card('Os meus pontos');
    const convert = within(balance).getByRole('button', { name: 'Converter em saldo' });
    expect(convert).toHaveProperty('disabled', true);
    expect(
      within(balance).getByText('Precisa de pelo menos 2.000 pontos para converter em saldo.'),
    ).toBeTruthy();
  });

  it('says when the brand converts nothing, and in the rules too', async () => {
    await openPointMall({
      [pointsPath.config]: () =>
        ok(config({ convert: { ...config().convert, enabled: false }, earning: [] })),
    });
    const balance = await card('Os meus pontos');
    await within(balance).findByText('5.000');
    expect(within(balance).getByRole('button', { name: 'Converter em saldo' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      within(balance).getByText('A conversão de pontos em saldo não está disponível neste site.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Regras' }));
    expect(screen.getByText('De momento nenhuma atividade dá pontos.')).toBeTruthy();
    expect(
      within(screen.getByRole('tabpanel')).getByText(
        'A conversão de pontos em saldo não está disponível neste site.',
      ),
    ).toBeTruthy();
  });

  it('shows the mall closed when the brand has switched points off', async () => {
    const { fetchMock } = await openPointMall({
      [pointsPath.config]: () => ok(config({ enabled: false })),
    });
    expect(await screen.findByRole('heading', { name: 'Loja de pontos fechada' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Recompensas' })).toBeNull();
    expect(requestsTo(fetchMock, pointsPath.rewards)).toHaveLength(0);
  });

  it('shows a failed load with a retry', async () => {
    let fails = true;
    await openPointMall({
      [pointsPath.rewards]: () => (fails ? fail(500, 'internal_error') : ok({ list: [] })),
    });
    const rewards = await card('Recompensas');
    const alert = await within(rewards).findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar estes dados.');
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(
      await within(rewards).findByText('De momento não há recompensas disponíveis.'),
    ).toBeTruthy();
  });

  it('asks a visitor to log in, without calling anything', async () => {
    const fetchMock = stubFetch();
    renderRoutes('/pointMall');
    await screen.findByRole('heading', { name: 'Entre para usar a loja de pontos' });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('Point'))).toBe(false);
    const section = screen.getByRole('region', { name: 'Loja de pontos' });
    await userEvent.click(within(section).getByRole('button', { name: 'Entrar' }));
    expect(useModalStore.getState().stack.map((modal) => modal.name)).toContain('login');
  });

  it('speaks English too', async () => {
    await loadTranslations('EN');
    await i18n.changeLanguage('en');
    await openPointMall({ [pointsPath.balance]: () => ok({ points: '1000' }) }, 'Points mall');
    const balance = await screen.findByRole('region', { name: 'My points' });
    expect(await within(balance).findByText('1,000')).toBeTruthy();
    expect(within(balance).getByText('You need at least 2,000 points to convert to balance.'));
    const mug = await screen.findByRole('article', { name: 'Caneca dourada' });
    expect(within(mug).getByText('Goods')).toBeTruthy();
    expect(within(mug).getByText('You are 500 points short.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(
      screen.getByText('1 point for every R$ 10.00 deposited.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText('Points never expire.')).toBeTruthy();
  });
});
