import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, loadTranslations } from '../../i18n/i18n.ts';
import { fail, ok } from '../../test/request-body.ts';
import { openRewardsPage, rewardsPath } from './rewards-test-kit.ts';
import { vipProgress } from './vip-rebate-test-kit.ts';

type Progress = ReturnType<typeof vipProgress>;

/** Opens the VIP page on an answer. */
async function openVip(progress: Progress | (() => Response)) {
  return openRewardsPage('vip', {
    [rewardsPath.vipProgress]: typeof progress === 'function' ? progress : () => ok(progress),
  });
}

/** A bar's name, value and text, as assistive technology reads it. */
function bar(region: HTMLElement, name: string) {
  const element = within(region).getByRole('progressbar', { name });
  return [element.getAttribute('aria-valuenow'), element.getAttribute('aria-valuetext')];
}

/** The value shown beside a fact's label. */
const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

/** A ladder table's rows (its head first), as the text of their cells. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

const ladderTables = [
  'O que cada nível pede',
  'O que cada nível dá',
  'Taxa de reembolso por produto',
] as const;

/** The body rows of the first ladder table (what each level takes). */
const ladderRows = (name: string = ladderTables[0]) => tableRows(name).slice(1);

const levelCard = () => screen.getByRole('region', { name: 'O meu nível VIP' });
const reviewCard = () => screen.getByRole('region', { name: 'Revisão do nível' });

describe('the VIP page', { timeout: 30_000 }, () => {
  it('shows the level, the way to the next, the review and the ladder', async () => {
    await openVip(vipProgress());
    expect(await screen.findByText('VIP1', { selector: 'strong' })).toBeTruthy();
    const level = levelCard();
    expect(within(level).getByRole('heading', { name: 'Para chegar a VIP2' })).toBeTruthy();
    expect(bar(level, 'Apostas válidas')).toEqual(['24', 'R$ 1.200,00 de R$ 5.000,00 (24 %)']);
    expect(bar(level, 'Depósitos')).toEqual(['40', 'R$ 400,00 de R$ 1.000,00 (40 %)']);
    expect(within(level).getByText('R$ 1.200,00 de R$ 5.000,00')).toBeTruthy();

    // The week runs Monday 23 to Sunday 29 on the brand's clock: its end is Monday's midnight.
    const review = reviewCard();
    expect(fact('Revisão')).toBe('Semanal');
    expect(fact('Período atual')).toBe('23/11/2026 a 29/11/2026');
    expect(bar(review, 'Apostas válidas neste período')).toEqual([
      '66',
      'R$ 200,10 de R$ 300,00 (66 %)',
    ]);
    expect(
      within(review).getByText(
        'Aposte mais R$ 99,90 até ao fim do dia 29/11/2026 para manter o nível VIP1. Sem isso, desce um nível na revisão.',
      ),
    ).toBeTruthy();

    // Three tables, each narrow enough for the member centre's column: what a level takes,
    // what it gives, and its rebate rates.
    const [takes, gives, rates] = ladderTables.map(tableRows);
    expect(takes![0]).toEqual(['Nível', 'Apostas válidas', 'Depósitos', 'Manter por período']);
    expect(takes![1]).toEqual(['VIP0', 'R$ 0,00', 'R$ 0,00', 'Sem requisito']);
    expect(takes![3]).toEqual(['VIP2', 'R$ 5.000,00', 'R$ 1.000,00', 'R$ 1.000,00']);
    expect(gives![0]).toEqual([
      'Nível',
      'Bónus de subida',
      'Bónus por período',
      'Maior levantamento',
    ]);
    expect(gives![1]).toEqual(['VIP0', 'R$ 0,00', 'R$ 0,00', 'Limite do site']);
    expect(gives![3]).toEqual(['VIP2', 'R$ 50,00', 'R$ 20,00', 'R$ 50.000,00']);
    expect(rates![0]).toEqual([
      'Nível',
      'Casino ao vivo',
      'Lotaria',
      'Jogos PvP',
      'Jogos eletrónicos',
      'Desporto',
    ]);
    expect(rates![1]).toEqual(['VIP0', '0,00 %', '0,00 %', '0,00 %', '0,00 %', '0,00 %']);
    expect(rates![3]).toEqual(['VIP2', '0,80 %', '0,50 %', '0,60 %', '1,00 %', '0,70 %']);
    // The member's row says whose it is, in words as well as in colour, in every table.
    for (const name of ladderTables) {
      const table = screen.getByRole('table', { name });
      const marked = within(table)
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('aria-current'));
      expect(marked.map((row) => row.firstElementChild?.textContent)).toEqual([
        'VIP1 (o seu nível)',
      ]);
    }
  });

  it('says when the top level is reached, and that the period was bet enough', async () => {
    await openVip(
      vipProgress({
        level: 3,
        name: 'VIP3',
        next: null,
        validBet: '25000.00',
        deposit: '6000.00',
        period: { validBet: '3500.00', keepValidBet: '3000.00' },
      }),
    );
    const level = await screen.findByRole('region', { name: 'O meu nível VIP' });
    expect(within(level).getByRole('heading', { name: 'Nível máximo atingido' })).toBeTruthy();
    expect(within(level).queryByRole('progressbar')).toBeNull();
    expect(
      within(reviewCard()).getByText(
        'Já apostou o suficiente neste período: o nível VIP3 mantém-se na revisão de fim de período (29/11/2026).',
      ),
    ).toBeTruthy();
    expect(ladderRows()[3]![0]).toBe('VIP3 (o seu nível)');
  });

  it('says a level reached this period is safe from its review', async () => {
    await openVip(
      vipProgress({
        level: 2,
        name: 'VIP2',
        next: 3,
        period: {
          kind: 'monthly',
          start: '2026-11-01T03:00:00.000Z',
          end: '2026-12-01T03:00:00.000Z',
          validBet: '0.00',
          keepValidBet: '1000.00',
          exempt: true,
        },
      }),
    );
    await screen.findByRole('region', { name: 'Revisão do nível' });
    expect(fact('Revisão')).toBe('Mensal');
    expect(fact('Período atual')).toBe('01/11/2026 a 30/11/2026');
    expect(
      within(reviewCard()).getByText(
        'Chegou ao nível VIP2 neste período: está garantido, a revisão de fim de período (30/11/2026) não lhe toca. A partir do próximo período, aposte R$ 1.000,00 por período para o manter.',
      ),
    ).toBeTruthy();
  });

  it('says a level with nothing to keep is kept for good', async () => {
    await openVip(vipProgress({ period: { keepValidBet: '0.00', validBet: '0.00' } }));
    const review = await screen.findByRole('region', { name: 'Revisão do nível' });
    expect(
      within(review).getByText(
        'O nível VIP1 é seu para sempre: não precisa de apostar nada para o manter.',
      ),
    ).toBeTruthy();
    expect(within(review).queryByRole('progressbar')).toBeNull();
  });

  it('tells the member when the brand runs no VIP programme, with nothing to press', async () => {
    await openVip(vipProgress({ enabled: false }));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'O programa VIP não está aberto neste site',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Atualizar' })).toBeNull();
  });

  it('offers a retry when the call fails, and speaks English too', async () => {
    let fails = true;
    await openVip(() => (fails ? fail(500, 'internal_error') : ok(vipProgress())));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar estes dados.');
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    await screen.findByRole('region', { name: 'O meu nível VIP' });

    await loadTranslations('EN');
    await act(() => i18n.changeLanguage('en'));
    const level = await screen.findByRole('region', { name: 'My VIP level' });
    expect(bar(level, 'Valid bets')).toEqual(['24', 'R$ 1,200.00 of R$ 5,000.00 (24 %)']);
    expect(ladderRows('What each level gives')[0]!.at(-1)).toBe('Site limit');
  });
});
