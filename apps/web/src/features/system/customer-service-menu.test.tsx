import { encryptCsPath } from '@portal/contract/cs-path';
import { screen, within } from '@testing-library/react';
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
      ],
    });
    renderRoutes('/', { status });
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Apoio ao cliente' }));
    const list = await within(header).findByRole('list', { name: 'Apoio ao cliente' });
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
  });
});
