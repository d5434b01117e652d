// @vitest-environment jsdom
// The preview renders HTML through the portal's sanitiser, which only trusts a DOM whose parser
// behaves like browsers' (jsdom; happy-dom shows the markup as text instead).
import { contentOpsEndpoints } from '@portal/contract/content';
import type { OpsAnnouncementItem, OpsBannerItem } from '@portal/contract/content/ops-items';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const path = {
  banners: contentOpsEndpoints.opsBanners.path,
  announcements: contentOpsEndpoints.opsAnnouncements.path,
  announcementCreate: contentOpsEndpoints.opsAnnouncementCreate.path,
  announcementUpdate: contentOpsEndpoints.opsAnnouncementUpdate.path,
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

function page<T>(items: T[]): Response {
  return ok({ totalPages: items.length === 0 ? 0 : 1, pageNum: 1, total: items.length, items });
}

/** The open editor's form, found by its heading. */
function formOf(heading: string): HTMLElement {
  const form = screen.getByRole('heading', { name: heading }).closest('form');
  if (form === null) throw new Error(`no form under "${heading}"`);
  return form;
}

describe('announcement editor', () => {
  it('edits an announcement from its row, previewing its HTML sanitised', async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => page([welcome]),
      [path.announcements]: () => page([announcement]),
      [path.announcementUpdate]: async (request) => {
        const body = await requestBody(request);
        sent.push(body);
        return ok({ ...announcement, ...body });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('tab', { name: 'Anúncios' }));
    const table = await screen.findByRole('table', { name: 'Anúncios' });
    await user.click(within(table).getByRole('button', { name: 'Editar: #5' }));
    const heading = screen.getByRole('heading', { name: 'Editar o anúncio #5' });
    expect(document.activeElement).toBe(heading);
    const form = formOf('Editar o anúncio #5');

    // The form starts from the row.
    expect(within(form).getByRole('combobox', { name: 'Tipo' })).toHaveProperty('value', 'PU');
    expect(within(form).getByRole('combobox', { name: 'Público' })).toHaveProperty('value', 'A');
    expect(within(form).getByLabelText('Título (PT)')).toHaveProperty(
      'value',
      'Manutenção programada',
    );
    expect(within(form).getByLabelText('Conteúdo HTML (PT)')).toHaveProperty(
      'value',
      '<p>Domingo</p>',
    );
    expect(within(form).getByLabelText('Título (EN)')).toHaveProperty('value', '');

    const titlePt = within(form).getByLabelText('Título (PT)');
    await user.clear(titlePt);
    await user.type(titlePt, 'Manutenção adiada ');
    await user.type(within(form).getByLabelText('Título (EN)'), 'Maintenance postponed');
    const html =
      '<p>Sunday <b>late</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    await user.click(within(form).getByLabelText('Conteúdo HTML (EN)'));
    await user.paste(html);

    const preview = screen.getByRole('complementary', { name: 'Pré-visualização' });
    const english = within(preview).getByRole('region', {
      name: 'Pré-visualização em English (EN)',
    });
    expect(within(english).getByRole('heading', { name: 'Maintenance postponed' })).toBeTruthy();
    expect(within(english).getByText('late').tagName).toBe('B');
    // The allow-list keeps the markup and drops what could run.
    expect(preview.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.body.innerHTML).not.toContain('alert(2)</script>');
    const portuguese = within(preview).getByRole('region', {
      name: 'Pré-visualização em Português (PT)',
    });
    expect(within(portuguese).getByText('Domingo')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Guardar as alterações' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Anúncio #5 guardado.');
    // The update carries the row corrected: every field again, the HTML as typed (the server
    // sanitises it when it stores it).
    expect(sent).toEqual([
      {
        id: '5',
        type: 'PU',
        audience: 'A',
        platform: 'W',
        titles: { PT: 'Manutenção adiada', EN: 'Maintenance postponed' },
        contents: { PT: '<p>Domingo</p>', EN: html },
        promoId: null,
        startTime: null,
        endTime: null,
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'Editar o anúncio #5' })).toBeNull();
  });

  it("shows the server's refusal of an unknown promotion under its input", async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('content')),
      [path.banners]: () => page([welcome]),
      [path.announcements]: () => page([announcement]),
      [path.announcementCreate]: async (request) => {
        sent.push(await requestBody(request));
        // The server's message comes translated: the form shows it as it came.
        return fail(400, 'invalid_input', {
          fields: { promoId: 'Não há nenhuma promoção n.º 99 nesta marca.' },
        });
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/content', 'token');

    await user.click(await screen.findByRole('tab', { name: 'Anúncios' }));
    await user.click(await screen.findByRole('button', { name: 'Novo anúncio' }));
    const form = formOf('Novo anúncio');
    await user.type(within(form).getByLabelText('Título (PT)'), 'Sorteio de Natal');
    await user.type(within(form).getByLabelText('Conteúdo HTML (PT)'), 'Participe já');
    const promoId = within(form).getByLabelText('Promoção do botão (n.º)');
    await user.type(promoId, '99');
    await user.click(within(form).getByRole('button', { name: 'Criar o anúncio' }));

    await waitFor(() => expect(promoId.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ promoId: '99', startTime: null, endTime: null });
    const message = within(form).getByText('Não há nenhuma promoção n.º 99 nesta marca.');
    expect(promoId.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(promoId);
    // Under its input rather than as the form's alert; the form stays open.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Novo anúncio' })).toBeTruthy();
  });
});
