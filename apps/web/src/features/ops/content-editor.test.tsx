import { contentOpsEndpoints } from '@portal/contract/content';
import type { OpsBannerItem, OpsNoticeItem } from '@portal/contract/content/ops-items';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = {
  banners: contentOpsEndpoints.opsBanners.path,
  notices: contentOpsEndpoints.opsNotices.path,
  bannerCreate: contentOpsEndpoints.opsBannerCreate.path,
  noticeCreate: contentOpsEndpoints.opsNoticeCreate.path,
  noticeUpdate: contentOpsEndpoints.opsNoticeUpdate.path,
};

const welcome: OpsBannerItem = {
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
};

const notice: OpsNoticeItem = {
  id: '8',
  enabled: true,
  createdAt: '2026-11-17T10:00:00.000Z',
  titles: { PT: 'Aviso', EN: 'Notice' },
  contents: { PT: 'Olá', EN: 'Hello' },
  sort: 1,
  startTime: null,
  endTime: null,
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

describe('content editor', () => {
  it('creates a banner from what the form shows, trimmed, per language', async () => {
    const sent: Record<string, unknown>[] = [];
    let listed = 0;
    let rows = [welcome];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => {
        listed += 1;
        return page(rows);
      },
      [path.bannerCreate]: async (request) => {
        const body = await requestBody(request);
        sent.push(body);
        const created = { ...welcome, ...body, id: '20', createdAt: '2026-11-25T10:00:00.000Z' };
        rows = [created as OpsBannerItem, ...rows];
        return ok(created);
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await screen.findByRole('table', { name: 'Banners' });
    await user.click(screen.getByRole('button', { name: 'Novo banner' }));
    // Focus lands on the form's heading, where the form starts.
    const heading = screen.getByRole('heading', { name: 'Novo banner' });
    expect(document.activeElement).toBe(heading);
    const form = formOf('Novo banner');

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Grupo' }), 'w_login');
    await user.type(within(form).getByLabelText('Título (PT)'), '  Bónus de Natal  ');
    await user.type(within(form).getByLabelText('Título (EN)'), 'Christmas bonus ');
    await user.type(
      within(form).getByLabelText('Endereço da imagem'),
      ' https://cdn.example.com/xmas.png',
    );
    // Without a link there is no target to type.
    expect(within(form).queryByLabelText('Destino da ligação')).toBeNull();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Tipo de ligação' }),
      'URL',
    );
    await user.type(within(form).getByLabelText('Destino da ligação'), 'https://example.com/xmas');
    await user.clear(within(form).getByLabelText('Ordem'));
    await user.type(within(form).getByLabelText('Ordem'), '5');

    // The preview shows the picture named by each language's title.
    const previewPt = screen.getByRole('region', { name: 'Pré-visualização em Português (PT)' });
    expect(within(previewPt).getByRole('img', { name: 'Bónus de Natal' })).toHaveProperty(
      'src',
      'https://cdn.example.com/xmas.png',
    );
    const previewEn = screen.getByRole('region', { name: 'Pré-visualização em English (EN)' });
    expect(within(previewEn).getByRole('heading', { name: 'Christmas bonus' })).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Banner #20 criado e ligado. Os jogadores veem-no no seu período.',
    );
    expect(sent).toEqual([
      {
        groupName: 'w_login',
        titles: { PT: 'Bónus de Natal', EN: 'Christmas bonus' },
        imageUrl: 'https://cdn.example.com/xmas.png',
        linkageType: 'URL',
        linkage: 'https://example.com/xmas',
        sort: 5,
        // No time typed: shown as soon as it is switched on, with no end.
        startTime: null,
        endTime: null,
      },
    ]);
    // The form closes, focus goes back to its button, and the list is asked again.
    expect(screen.queryByRole('heading', { name: 'Novo banner' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Novo banner' }));
    const table = screen.getByRole('table', { name: 'Banners' });
    expect(await within(table).findByRole('button', { name: 'Editar: #20' })).toBeTruthy();
    expect(listed).toBeGreaterThan(1);
  });

  it("refuses a bad target before sending, and shows the server's under its input", async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => page([welcome]),
      [path.bannerCreate]: async (request) => {
        sent.push(await requestBody(request));
        return fail(400, 'invalid_input', { fields: { linkage: 'field_invalid' } });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('button', { name: 'Novo banner' }));
    const form = formOf('Novo banner');
    // With no text in any language, the titles are refused under the first one.
    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));
    const titlePt = within(form).getByLabelText('Título (PT)');
    await waitFor(() => expect(titlePt.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Campo obrigatório.')).toBeTruthy();
    expect(within(form).getByLabelText('Título (EN)').getAttribute('aria-invalid')).toBeNull();
    await user.type(titlePt, 'Jogo do mês');
    await user.type(within(form).getByLabelText('Endereço da imagem'), '/assets/game.png');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Tipo de ligação' }),
      'URL',
    );
    const target = within(form).getByLabelText('Destino da ligação');
    await user.type(target, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));

    // The contract's check refuses it in the form: nothing is sent.
    await waitFor(() => expect(target.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Valor inválido.')).toBeTruthy();
    expect(sent).toEqual([]);

    // A target the form accepts but the server refuses shows its message in the same place.
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Tipo de ligação' }),
      'GAME',
    );
    await user.clear(target);
    await user.type(target, '404');
    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    // Only PT was typed: the blank EN language is left out rather than sent empty.
    expect(sent[0]).toMatchObject({ titles: { PT: 'Jogo do mês' }, linkage: '404' });
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Valor inválido.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Novo banner' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("offers the brand's languages, and any other one a stored row holds", async () => {
    const sent: Record<string, unknown>[] = [];
    const korean: OpsNoticeItem = { ...notice, titles: { EN: 'Notice', KO: '공지' } };
    stubFetch({
      [opsPath.me]: () => ok(meOf('content', {}, { languages: ['PT', 'EN', 'ES'] })),
      [path.banners]: () => page([welcome]),
      [path.notices]: () => page([korean]),
      [path.bannerCreate]: async (request) => {
        const body = await requestBody(request);
        sent.push(body);
        return ok({ ...welcome, ...body, id: '21' });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('button', { name: 'Novo banner' }));
    const form = formOf('Novo banner');
    const groups = within(form)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Português (PT)', 'English (EN)', 'Español (ES)']);
    await user.type(within(form).getByLabelText('Título (ES)'), 'Bono de Navidad');
    await user.type(within(form).getByLabelText('Endereço da imagem'), '/assets/xmas.png');
    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));
    await screen.findByRole('status');
    expect(sent[0]).toMatchObject({ titles: { ES: 'Bono de Navidad' } });

    // A language the brand does not offer stays editable on a row that holds it.
    await user.click(screen.getByRole('tab', { name: 'Avisos' }));
    await user.click(await screen.findByRole('button', { name: 'Editar: #8' }));
    const edit = formOf('Editar o aviso #8');
    expect(within(edit).getByLabelText('Título (KO)')).toHaveProperty('value', '공지');
    expect(within(edit).getByLabelText('Título (ES)')).toHaveProperty('value', '');
  });

  it('cancels a new or an edited notice without sending anything', async () => {
    const writes: string[] = [];
    const record = (name: string) => () => {
      writes.push(name);
      return ok(notice);
    };
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => page([welcome]),
      [path.notices]: () => page([notice]),
      [path.noticeCreate]: record('create'),
      [path.noticeUpdate]: record('update'),
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('tab', { name: 'Avisos' }));
    await screen.findByRole('table', { name: 'Avisos' });
    await user.click(screen.getByRole('button', { name: 'Novo aviso' }));
    const form = formOf('Novo aviso');
    await user.type(within(form).getByLabelText('Título (PT)'), 'Rascunho');
    // A notice is plain text: the preview shows a tag as typed, as the marquee would.
    await user.type(within(form).getByLabelText('Texto (PT)'), '<b>Olá</b>');
    const preview = screen.getByRole('region', { name: 'Pré-visualização em Português (PT)' });
    expect(within(preview).getByText('<b>Olá</b>')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('heading', { name: 'Novo aviso' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Novo aviso' }));

    await user.click(screen.getByRole('button', { name: 'Editar: #8' }));
    const edit = formOf('Editar o aviso #8');
    expect(within(edit).getByLabelText('Texto (EN)')).toHaveProperty('value', 'Hello');
    await user.clear(within(edit).getByLabelText('Texto (EN)'));
    // The keyboard reaches the cancel button like any other.
    within(edit).getByRole('button', { name: 'Cancelar' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('heading', { name: 'Editar o aviso #8' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(writes).toEqual([]);
  });
});
