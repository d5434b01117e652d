import { encryptCsPath } from '@portal/contract/cs-path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { makeStatus } from '../../test/status-fixture.ts';

describe('customer-service dropdown', () => {
  it('lists the channels and opens the decrypted address in the 440x750 window', async () => {
    stubFetch();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const status = makeStatus({
      customerService: [
        {
          csType: 'LIVE_CHAT',
          title: 'Chat ao vivo',
          path: await encryptCsPath('https://chat.example/a'),
        },
        { csType: 'TELEGRAM', title: 'Telegram', path: await encryptCsPath('javascript:alert(1)') },
        { csType: 'FEEDBACK', title: 'Contact us', path: await encryptCsPath('/help#feedback') },
        {
          csType: 'SKYPE',
          title: 'Skype da marca',
          path: await encryptCsPath('https://x.example'),
        },
      ],
    });
    const { history } = renderRoutes('/', { status });
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Apoio ao cliente' }));
    const list = await within(header).findByRole('list', { name: 'Apoio ao cliente' });
    // Known kinds are named in the app's language, others by the brand's own title.
    // The contact form is a page of the portal: a link here, not a new window.
    expect(within(list).getByRole('link', { name: 'Formulário de contacto' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /Skype da marca/ })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Contact us/ })).toBeNull();
    await userEvent.click(await within(list).findByRole('button', { name: /Chat ao vivo/ }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example/a',
      'customer-service',
      expect.stringContaining('width=440,height=750'),
    );

    await userEvent.click(within(header).getByRole('button', { name: 'Apoio ao cliente' }));
    const reopened = await within(header).findByRole('list', { name: 'Apoio ao cliente' });
    await userEvent.click(within(reopened).getByRole('button', { name: /Telegram/ }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Endereço inválido. Contacte o apoio ao cliente.')).toBeTruthy();

    // The brand's contact form is a page of the portal: it opens here, not in a new window.
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await userEvent.click(within(header).getByRole('button', { name: 'Apoio ao cliente' }));
    const again = await within(header).findByRole('list', { name: 'Apoio ao cliente' });
    await userEvent.click(within(again).getByRole('link', { name: 'Formulário de contacto' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(history.location.pathname).toBe('/help'));
    expect(history.location.hash).toBe('#feedback');
  });
});
