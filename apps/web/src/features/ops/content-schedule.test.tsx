import { contentOpsEndpoints } from '@portal/contract/content';
import type { OpsBannerItem, OpsNoticeItem } from '@portal/contract/content/ops-items';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = {
  banners: contentOpsEndpoints.opsBanners.path,
  notices: contentOpsEndpoints.opsNotices.path,
  bannerCreate: contentOpsEndpoints.opsBannerCreate.path,
  bannerUpdate: contentOpsEndpoints.opsBannerUpdate.path,
  noticeCreate: contentOpsEndpoints.opsNoticeCreate.path,
};

function banner(overrides: Partial<OpsBannerItem>): OpsBannerItem {
  return {
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
    ...overrides,
  };
}

const notice: OpsNoticeItem = {
  id: '8',
  enabled: true,
  createdAt: '2026-11-17T10:00:00.000Z',
  titles: { PT: 'Aviso' },
  contents: { PT: 'Olá' },
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

/** A day and time as the operator types them (`01/12/2026 10:00`), in one change. */
function enter(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** An ISO time with the offset of the operator's clock, as every content form sends. */
const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/u;

/** The console's new-banner form, with every banner it creates kept as sent. */
async function openNewBanner() {
  const sent: Record<string, unknown>[] = [];
  stubFetch({
    [opsPath.me]: () => ok(meOf('content')),
    [path.banners]: () => page([banner({})]),
    [path.bannerCreate]: async (request) => {
      const body = await requestBody(request);
      sent.push(body);
      return ok(banner({ ...body, id: '20' }));
    },
  });
  const user = userEvent.setup();
  renderConsole('/console/content', 'token');
  await user.click(await screen.findByRole('button', { name: 'Novo banner' }));
  return { sent, user, form: formOf('Novo banner') };
}

describe('content schedule', () => {
  it('schedules a new banner, refusing an end before its start before sending', async () => {
    const { sent, user, form } = await openNewBanner();
    // Both times are optional here: a blank start shows the banner once it is switched on.
    const start = within(form).getByLabelText('Início');
    const end = within(form).getByLabelText('Fim');
    expect(start).toHaveProperty('value', '');
    expect(end).toHaveProperty('value', '');
    expect(within(form).getByText(/^Vazio: mostrado assim que for ligado\./u)).toBeTruthy();
    await user.type(within(form).getByLabelText('Título (PT)'), 'Natal');
    await user.type(within(form).getByLabelText('Endereço da imagem'), '/assets/xmas.png');
    enter(start, '10/12/2026 10:00');
    enter(end, '01/12/2026 10:00');
    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));

    // The contract's check refuses it under the end: nothing is sent.
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Valor inválido.')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);

    enter(end, '24/12/2026 23:30');
    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));

    await screen.findByRole('status');
    expect(sent).toHaveLength(1);
    const body = sent[0]!;
    expect(body.startTime).toMatch(withOffset);
    expect(body.endTime).toMatch(withOffset);
    expect(Date.parse(String(body.startTime))).toBe(new Date(2026, 11, 10, 10, 0).getTime());
    expect(Date.parse(String(body.endTime))).toBe(new Date(2026, 11, 24, 23, 30).getTime());
  });

  it('refuses a time it cannot read with the pattern, and takes one from the picker', async () => {
    const { sent, user, form } = await openNewBanner();
    const start = within(form).getByLabelText<HTMLInputElement>('Início');
    expect(start.placeholder).toBe('dd/mm/aaaa hh:mm');
    await user.type(within(form).getByLabelText('Título (PT)'), 'Natal');
    await user.type(within(form).getByLabelText('Endereço da imagem'), '/assets/xmas.png');
    // No 31 November: kept as typed and refused with the pattern, under the start alone;
    // nothing sent.
    await user.type(start, '31/11/2026 10:00');
    const end = within(form).getByLabelText('Fim');
    await user.type(end, '24/12/2026 23:30');
    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Data e hora no formato dd/mm/aaaa hh:mm.')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBeNull();
    expect(start.value).toBe('31/11/2026 10:00');
    expect(sent).toEqual([]);

    // The browser's picker, opened by the field's button, sets the same field.
    const picker = start
      .closest('div')!
      .querySelector<HTMLInputElement>('input[type="datetime-local"]')!;
    expect(
      within(form).getByRole('button', { name: 'Início: escolher no calendário' }),
    ).toBeTruthy();
    fireEvent.change(picker, { target: { value: '2026-12-24T09:05' } });
    expect(start.value).toBe('24/12/2026 09:05');
    await user.click(within(form).getByRole('button', { name: 'Criar o banner' }));

    await screen.findByRole('status');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.startTime).toMatch(withOffset);
    expect(Date.parse(String(sent[0]!.startTime))).toBe(new Date(2026, 11, 24, 9, 5).getTime());
    expect(Date.parse(String(sent[0]!.endTime))).toBe(new Date(2026, 11, 24, 23, 30).getTime());
  });

  it("edits a banner's window: a cleared start is sent as null, the end as stored", async () => {
    const sent: Record<string, unknown>[] = [];
    const stored = banner({
      startTime: '2026-12-01T10:00:00.000Z',
      endTime: '2027-01-06T22:00:00.000Z',
    });
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => page([stored]),
      [path.bannerUpdate]: async (request) => {
        const body = await requestBody(request);
        sent.push(body);
        return ok({ ...stored, ...body });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('button', { name: 'Editar: #12' }));
    const form = formOf('Editar o banner #12');
    const start = within(form).getByLabelText('Início');
    // The stored times, on the operator's clock.
    const shown = new Date(Date.parse('2026-12-01T10:00:00.000Z'));
    const two = (n: number) => String(n).padStart(2, '0');
    expect(start).toHaveProperty(
      'value',
      `${two(shown.getDate())}/${two(shown.getMonth() + 1)}/${shown.getFullYear()} ${two(shown.getHours())}:${two(shown.getMinutes())}`,
    );
    enter(start, '');
    await user.click(within(form).getByRole('button', { name: 'Guardar as alterações' }));

    await screen.findByRole('status');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: '12', startTime: null });
    expect(Date.parse(String(sent[0]!.endTime))).toBe(Date.parse('2027-01-06T22:00:00.000Z'));
  });

  it("shows the server's refusal of a notice's end under its input", async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => page([banner({})]),
      [path.notices]: () => page([notice]),
      [path.noticeCreate]: async (request) => {
        sent.push(await requestBody(request));
        return fail(400, 'invalid_input', { fields: { endTime: 'field_invalid' } });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('tab', { name: 'Avisos' }));
    await user.click(await screen.findByRole('button', { name: 'Novo aviso' }));
    const form = formOf('Novo aviso');
    await user.type(within(form).getByLabelText('Título (PT)'), 'Manutenção');
    await user.type(within(form).getByLabelText('Texto (PT)'), 'Domingo às 3h');
    const end = within(form).getByLabelText('Fim');
    enter(end, '06/12/2026 03:00');
    await user.click(within(form).getByRole('button', { name: 'Criar o aviso' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ startTime: null, titles: { PT: 'Manutenção' } });
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(end);
    expect(within(form).getByText('Valor inválido.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists each row with its window and whether players see it now, in words', async () => {
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () =>
        page([
          banner({ id: '1', startTime: '2099-01-01T12:00:00.000Z' }),
          banner({ id: '2', endTime: '2020-01-01T12:00:00.000Z' }),
          banner({ id: '3', startTime: '2020-01-01T10:00:00.000Z' }),
          banner({ id: '4', enabled: false }),
          banner({ id: '5', enabled: false, startTime: '2099-01-01T12:00:00.000Z' }),
          banner({ id: '6', enabled: false, endTime: '2020-01-01T12:00:00.000Z' }),
        ]),
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    const table = await screen.findByRole('table', { name: 'Banners' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // The period stands under whether the row shows, not in a column of its own.
    expect(headers).toContain('Exibição');
    expect(headers).not.toContain('Período');
    const row = (id: string) =>
      within(table)
        .getByRole('button', { name: `Editar: #${id}` })
        .closest('tr')!;
    expect(within(row('1')).getByText('Agendado')).toBeTruthy();
    expect(within(row('1')).getByText(/^01\/01\/2099.* – sem fim$/u)).toBeTruthy();
    expect(within(row('2')).getByText('Terminado')).toBeTruthy();
    expect(within(row('2')).getByText(/^de imediato – 01\/01\/2020/u)).toBeTruthy();
    expect(within(row('3')).getByText('Em exibição')).toBeTruthy();
    // Inside its window but switched off: players do not see it.
    expect(within(row('4')).getByText('Não exibido (desligado)')).toBeTruthy();
    expect(within(row('4')).getByText('de imediato – sem fim')).toBeTruthy();
    // Switched off before its start: it will not show when its window opens either.
    expect(within(row('5')).getByText('Não exibido (desligado)')).toBeTruthy();
    // Past its end and switched off: the words tell the switch too (the table has no column
    // of its own for it).
    expect(within(row('6')).getByText('Terminado (desligado)')).toBeTruthy();
    expect(headers).not.toContain('Estado');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'EN');
    expect(await screen.findByRole('heading', { name: 'Content' })).toBeTruthy();
    const english = screen.getByRole('table', { name: 'Banners' });
    expect(within(english).getByRole('columnheader', { name: /^Showing/u })).toBeTruthy();
    expect(within(english).getByText('Scheduled')).toBeTruthy();
    expect(within(english).getByText('Ended')).toBeTruthy();
    expect(within(english).getByText('Ended (off)')).toBeTruthy();
    expect(within(english).getByText('Live')).toBeTruthy();
    expect(within(english).getByText('at once – no end')).toBeTruthy();
  });
});
