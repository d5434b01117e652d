import { contentOpsEndpoints } from '@portal/contract/content';
import type { OpsBannerItem, OpsPromotionItem } from '@portal/contract/content/ops-items';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = {
  banners: contentOpsEndpoints.opsBanners.path,
  promotions: contentOpsEndpoints.opsPromotions.path,
  create: contentOpsEndpoints.opsPromotionCreate.path,
  update: contentOpsEndpoints.opsPromotionUpdate.path,
};

const welcome: OpsBannerItem = {
  id: '12',
  enabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  groupName: 'w_home',
  titles: { PT: 'Bónus de boas-vindas' },
  imageUrl: '/assets/banners/welcome.svg',
  linkageType: 'NONE',
  linkage: '',
  sort: 3,
  startTime: null,
  endTime: null,
};

const raffle: OpsPromotionItem = {
  id: '3',
  enabled: true,
  createdAt: '2026-11-16T10:00:00.000Z',
  kind: 'raffle',
  category: 'RAFFLE',
  titles: { PT: 'Sorteio de Natal', EN: 'Christmas raffle' },
  summaries: { PT: 'Um prémio por membro', EN: 'One prize per member' },
  contents: { PT: '<p>Regras</p>', EN: '<p>Rules</p>' },
  imageUrl: 'https://cdn.example.com/raffle.png',
  startTime: '2026-12-01T10:00:00.000Z',
  endTime: null,
  requiresProof: false,
  prizeAmount: '1500.00',
  prizeTable: null,
  turnoverPercent: 100,
  sort: 4,
};

function page<T>(items: T[]): Response {
  return ok({ totalPages: items.length === 0 ? 0 : 1, pageNum: 1, total: items.length, items });
}

/** The open editor's form, found by its heading. */
function formOf(heading: string): HTMLElement {
  const form = screen.getByRole('heading', { name: heading }).closest('form');
  if (form === null) throw new Error(`no form under "${heading}"`);
  return form;
}

/** A day and time as the operator types them (`01/12/2026 10:00`), in one change. */
function enter(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** Opens the promotions tab and answers its list and calls. */
async function openPromotions(
  sent: { path: string; body: Record<string, unknown> }[],
  rows: OpsPromotionItem[],
) {
  const answer = (call: string) => async (request: Request) => {
    const body = await requestBody(request);
    sent.push({ path: call, body });
    return ok({ ...raffle, ...body, id: typeof body.id === 'string' ? body.id : '30' });
  };
  stubFetch({
    [opsPath.me]: () => ok(meOf('content')),
    [path.banners]: () => page([welcome]),
    [path.promotions]: () => page(rows),
    [path.create]: answer('create'),
    [path.update]: answer('update'),
  });
  const user = userEvent.setup();
  renderConsole('/console/content', 'token');
  await user.click(await screen.findByRole('tab', { name: 'Promoções' }));
  await screen.findByRole('table', { name: 'Promoções' });
  return user;
}

describe('promotion editor', () => {
  it('creates a raffle with its prize and times, sent as ISO times with an offset', async () => {
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    const user = await openPromotions(sent, [raffle]);

    await user.click(screen.getByRole('button', { name: 'Nova promoção' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Nova promoção' }));
    const form = formOf('Nova promoção');
    // An information promotion has no money terms to offer.
    expect(within(form).queryByLabelText('Volume de apostas (%)')).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'raffle');
    await user.type(within(form).getByLabelText('Prémio (na moeda da marca)'), ' 250.50 ');
    await user.clear(within(form).getByLabelText('Volume de apostas (%)'));
    await user.type(within(form).getByLabelText('Volume de apostas (%)'), '100');
    // Only an activity asks for proof.
    expect(within(form).queryByLabelText('Pede 1 a 3 imagens de prova')).toBeNull();

    enter(within(form).getByLabelText('Início'), '01/12/2026 10:00');
    enter(within(form).getByLabelText('Fim'), '24/12/2026 23:30');
    const category = within(form).getByLabelText('Categoria');
    await user.clear(category);
    await user.type(category, 'RAFFLE');
    await user.type(within(form).getByLabelText('Endereço da imagem'), '/assets/xmas.png');
    await user.type(within(form).getByLabelText('Título (PT)'), 'Sorteio de Natal');
    await user.type(within(form).getByLabelText('Resumo (PT)'), 'Um prémio por membro');
    await user.type(within(form).getByLabelText('Conteúdo HTML (PT)'), 'Regras do sorteio');

    // The preview words the period as the card does.
    const preview = screen.getByRole('region', { name: 'Pré-visualização em Português (PT)' });
    expect(within(preview).getByRole('heading', { name: 'Sorteio de Natal' })).toBeTruthy();
    expect(within(preview).getByText(/^01\/12\/2026.* – 24\/12\/2026/u)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Criar a promoção' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Promoção #30 criada e ligada. Os jogadores veem-na no seu período.',
    );
    expect(sent).toHaveLength(1);
    const { path: call, body } = sent[0]!;
    expect(call).toBe('create');
    expect(body).toMatchObject({
      kind: 'raffle',
      category: 'RAFFLE',
      titles: { PT: 'Sorteio de Natal' },
      summaries: { PT: 'Um prémio por membro' },
      contents: { PT: 'Regras do sorteio' },
      imageUrl: '/assets/xmas.png',
      requiresProof: false,
      prizeAmount: '250.50',
      prizeTable: null,
      turnoverPercent: 100,
      sort: 0,
    });
    // The times typed on the operator's clock, as instants with that clock's offset.
    const offset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/u;
    expect(body.startTime).toMatch(offset);
    expect(body.endTime).toMatch(offset);
    expect(Date.parse(String(body.startTime))).toBe(new Date(2026, 11, 1, 10, 0).getTime());
    expect(Date.parse(String(body.endTime))).toBe(new Date(2026, 11, 24, 23, 30).getTime());
    expect(screen.queryByRole('heading', { name: 'Nova promoção' })).toBeNull();
  });

  it('draws a raffle from a prize table, refusing an end before the start', async () => {
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    const user = await openPromotions(sent, [raffle]);

    await user.click(await screen.findByRole('button', { name: 'Nova promoção' }));
    const form = formOf('Nova promoção');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'raffle');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Prémio do sorteio' }),
      'table',
    );
    expect(within(form).queryByLabelText('Prémio (na moeda da marca)')).toBeNull();
    await user.type(within(form).getByLabelText('Montante do prémio 1'), '10');
    await user.click(within(form).getByRole('button', { name: 'Acrescentar um prémio' }));
    await user.type(within(form).getByLabelText('Montante do prémio 2'), '500');
    const weight = within(form).getByLabelText('Peso do prémio 2');
    await user.clear(weight);
    await user.type(weight, '0');
    enter(within(form).getByLabelText('Início'), '10/12/2026 10:00');
    enter(within(form).getByLabelText('Fim'), '01/12/2026 10:00');
    await user.type(within(form).getByLabelText('Endereço da imagem'), '/assets/xmas.png');
    await user.type(within(form).getByLabelText('Título (EN)'), 'Prize wheel');
    await user.type(within(form).getByLabelText('Resumo (EN)'), 'Spin once');
    await user.type(within(form).getByLabelText('Conteúdo HTML (EN)'), 'Rules');
    const submit = within(form).getByRole('button', { name: 'Criar a promoção' });
    await user.click(submit);

    // A weight under one is refused under its input; nothing is sent.
    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    await user.clear(weight);
    await user.type(weight, '1');
    await user.click(submit);
    // The end before the start is refused under the end.
    const end = within(form).getByLabelText('Fim');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);

    enter(end, '31/12/2026 23:59');
    await user.click(submit);

    await screen.findByRole('status');
    expect(sent[0]?.body).toMatchObject({
      kind: 'raffle',
      prizeAmount: null,
      prizeTable: [
        { amount: '10', weight: 1 },
        { amount: '500', weight: 1 },
      ],
      titles: { EN: 'Prize wheel' },
    });
  });

  it('edits a promotion sending only what the update accepts', async () => {
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    const user = await openPromotions(sent, [raffle]);

    await user.click(screen.getByRole('button', { name: 'Editar: #3' }));
    const form = formOf('Editar a promoção #3');
    // The money terms are shown, not offered.
    expect(within(form).queryByRole('combobox', { name: 'Tipo' })).toBeNull();
    expect(within(form).queryByLabelText('Volume de apostas (%)')).toBeNull();
    const terms = within(form).getByRole('region', { name: 'Condições' });
    expect(within(terms).getByText('Sorteio')).toBeTruthy();
    expect(within(terms).getByText('1.500,00')).toBeTruthy();
    // The start as the operator's clock reads it; no end.
    expect(within(form).getByLabelText('Fim')).toHaveProperty('value', '');
    const start = within(form).getByLabelText('Início');
    const shown = new Date(Date.parse(raffle.startTime));
    const two = (n: number) => String(n).padStart(2, '0');
    expect(start).toHaveProperty(
      'value',
      `${two(shown.getDate())}/${two(shown.getMonth() + 1)}/${shown.getFullYear()} ${two(shown.getHours())}:${two(shown.getMinutes())}`,
    );

    enter(within(form).getByLabelText('Fim'), '06/01/2027 22:00');
    const title = within(form).getByLabelText('Título (EN)');
    await user.clear(title);
    await user.type(title, 'Holiday raffle');
    await user.click(within(form).getByRole('button', { name: 'Guardar as alterações' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Promoção #3 guardada.',
    );
    expect(sent.map((s) => s.path)).toEqual(['update']);
    const body = sent[0]!.body;
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'category',
        'titles',
        'summaries',
        'contents',
        'imageUrl',
        'startTime',
        'endTime',
        'sort',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: '3',
      category: 'RAFFLE',
      titles: { PT: 'Sorteio de Natal', EN: 'Holiday raffle' },
      summaries: raffle.summaries,
      contents: raffle.contents,
      imageUrl: raffle.imageUrl,
      sort: 4,
    });
    expect(Date.parse(String(body.startTime))).toBe(Date.parse(raffle.startTime));
    expect(Date.parse(String(body.endTime))).toBe(new Date(2027, 0, 6, 22, 0).getTime());
  });

  it("shows a stored raffle's prize table with each prize's chance", async () => {
    const wheel: OpsPromotionItem = {
      ...raffle,
      id: '7',
      prizeAmount: null,
      prizeTable: [
        { amount: '10.00', weight: 3 },
        { amount: '1500.00', weight: 1 },
      ],
    };
    const user = await openPromotions([], [wheel]);

    await user.click(screen.getByRole('button', { name: 'Editar: #7' }));
    const terms = within(formOf('Editar a promoção #7')).getByRole('region', {
      name: 'Condições',
    });
    expect(within(terms).getByText('Tabela de prémios', { selector: 'dd' })).toBeTruthy();
    const table = within(terms).getByRole('table', { name: 'Tabela de prémios' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Montante', 'Peso', 'Probabilidade']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Each chance is the prize's weight over the total of the weights (3 + 1).
    expect(cells).toEqual([
      ['10,00', '3', '75%'],
      ['1.500,00', '1', '25%'],
    ]);
  });
});
