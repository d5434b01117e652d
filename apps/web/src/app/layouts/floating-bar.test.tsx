import { encryptCsPath } from '@portal/contract/cs-path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { makeStatus } from '../../test/status-fixture.ts';

const ok = (value: unknown) => () => jsonResponse({ success: true, value });

describe('floating bar', () => {
  it('opens the help centre’s contact form for a brand whose own channel is the form', async () => {
    stubFetch({ '/wps/system/helpCenter': ok({ list: [] }) });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const status = makeStatus({
      customerService: [
        { csType: 'FEEDBACK', title: 'Contact form', path: await encryptCsPath('/help#feedback') },
        {
          csType: 'WHATSAPP',
          title: 'WhatsApp',
          path: await encryptCsPath('https://wa.example/351900000000'),
        },
      ],
    });
    const { history } = renderRoutes('/', { status });
    const bar = await screen.findByRole('list', { name: 'Contactos rápidos' });
    const service = await within(bar).findByRole('link', { name: 'Apoio ao cliente' });
    expect(service.getAttribute('href')).toBe('/help#feedback');
    await userEvent.click(service);
    // A page of the portal opens here, with the whole layout, never a not-found page.
    await waitFor(() => expect(history.location.pathname).toBe('/help'));
    expect(history.location.hash).toBe('#feedback');
    expect(await screen.findByRole('form', { name: 'Enviar opinião' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /não encontrada/iu })).toBeNull();
    expect(open).not.toHaveBeenCalled();

    // An outside channel opens in the 440x750 service window.
    await userEvent.click(
      within(bar).getByRole('button', { name: 'WhatsApp (abre numa nova janela)' }),
    );
    expect(open).toHaveBeenCalledWith(
      'https://wa.example/351900000000',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );
  });
});
