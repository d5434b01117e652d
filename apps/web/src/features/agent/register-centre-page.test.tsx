import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptPayload } from '../../test/fake-encryption.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { requestsTo } from '../../test/wallet-fixture.ts';
import { openAgentPage } from './agent-test-kit.ts';

vi.mock('@portal/contract/encrypted-payload', () => import('../../test/fake-encryption.ts'));

const centre = {
  allowed: true,
  types: [
    { type: 0, isAgent: false },
    { type: 1, isAgent: true },
  ],
  prizeGroup: { min: 1800, max: 1950 },
  affiliateCode: 'BOSS1',
};

function link(id: string, code: string, disabled = false) {
  return {
    id,
    code,
    type: 1,
    isAgent: true,
    prizeGroup: 1900,
    registrations: 7,
    createdAt: '2026-11-20T10:00:00.000Z',
    disabled,
  };
}

const page = (list: unknown[]) => ok({ list, totalPages: 1, pageNum: 1, total: list.length });

describe('register centre', { timeout: 20_000 }, () => {
  beforeEach(() => encryptPayload.mockClear());

  it('says why instead of forms when the agent policy is off', async () => {
    await openAgentPage('registerCenter', {
      '/wps/agent/registerCentre': () => ok({ ...centre, allowed: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Registo indisponível' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Criar conta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Criar ligação' })).toBeNull();
  });

  it('creates a downline through an encrypted call, checking the confirmation and prize group', async () => {
    const { fetchMock } = await openAgentPage('registerCenter', {
      '/wps/agent/registerCentre': () => ok(centre),
      '/wps/agent/links': () => page([]),
      '/wps/agent/downline/create': async (request) => {
        const body = await requestBody(request);
        if (body.account === 'taken') return fail(409, 'username_taken');
        return ok({
          account: body.account,
          type: body.type,
          isAgent: true,
          level: 1,
          upline: 'boss',
          balance: '0.00',
          registeredAt: '2026-11-21T10:00:00.000Z',
          lastLoginAt: null,
          locked: false,
          deposits: '0.00',
          validBets: '0.00',
          teamSize: 0,
        });
      },
    });
    const form = (await screen.findByRole('region', { name: 'Criar subordinado' })) as HTMLElement;
    // The links answer on a request of their own: the list may come after the form.
    expect(await screen.findByText('Ainda não criou ligações de convite.')).toBeTruthy();
    const own = screen.getByRole('region', { name: 'O meu código de convite' });
    expect(within(own).getByText('BOSS1')).toBeTruthy();
    expect(
      within(own).getByText(`${window.location.origin}/register?affiliateCode=BOSS1`),
    ).toBeTruthy();

    await userEvent.type(within(form).getByLabelText('Conta'), 'newagent');
    await userEvent.type(within(form).getByLabelText('Palavra-passe'), 'abc12345');
    await userEvent.type(within(form).getByLabelText('Confirmar palavra-passe'), 'abc99999');
    await userEvent.selectOptions(within(form).getByLabelText('Tipo'), 'Agente');
    await userEvent.type(within(form).getByLabelText('Grupo de prémios'), '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar conta' }));
    expect(await within(form).findByText('A confirmação não coincide.')).toBeTruthy();
    expect(
      within(form).getByText('O grupo de prémios tem de estar entre 1800 e 1950.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, '/wps/agent/downline/create')).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Confirmar palavra-passe'));
    await userEvent.type(within(form).getByLabelText('Confirmar palavra-passe'), 'abc12345');
    await userEvent.clear(within(form).getByLabelText('Grupo de prémios'));
    await userEvent.type(within(form).getByLabelText('Grupo de prémios'), '1900');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar conta' }));
    expect(await within(form).findByText('Conta newagent criada.')).toBeTruthy();
    const [sent] = requestsTo(fetchMock, '/wps/agent/downline/create');
    expect(sent!.headers.get('X-Encrypted')).toBe('1');
    expect(encryptPayload).toHaveBeenCalledOnce();
    expect(await requestBody(sent!)).toMatchObject({
      account: 'newagent',
      password: 'abc12345',
      type: 1,
      prizeGroup: 1900,
    });
  });

  it('creates a link, copies its address, shows its QR code and disables it after a confirmation', async () => {
    const links = [link('1', 'OLD1')];
    const { fetchMock } = await openAgentPage('registerCenter', {
      '/wps/agent/registerCentre': () => ok(centre),
      '/wps/agent/links': async (request) => {
        if (request.method === 'GET') return page(links);
        const body = await requestBody(request);
        const created = { ...link('2', 'NEW2'), type: body.type as number, isAgent: false };
        links.unshift(created);
        return ok(created);
      },
      '/wps/agent/links/disable': async (request) => {
        const { id } = await requestBody(request);
        const target = links.find((item) => item.id === id)!;
        target.disabled = true;
        return ok(target);
      },
    });
    const table = await screen.findByRole('table', { name: 'Ligações de convite' });
    expect(within(table).getByText('OLD1')).toBeTruthy();

    const linkForm = screen.getByRole('region', { name: 'Criar ligação de convite' });
    await userEvent.click(within(linkForm).getByRole('button', { name: 'Criar ligação' }));
    expect(await within(linkForm).findByText('Ligação NEW2 criada.')).toBeTruthy();
    const posts = requestsTo(fetchMock, '/wps/agent/links').filter((r) => r.method === 'POST');
    expect(await requestBody(posts[0]!)).toEqual({ type: 0 });
    const row = (await within(table).findByRole('rowheader', { name: 'NEW2' })).closest('tr')!;
    const url = `${window.location.origin}/register?affiliateCode=NEW2`;
    // The address is copied and shown in the QR dialog, not repeated in a narrow column.
    expect(within(row).queryByText(url)).toBeNull();
    expect(within(row).getByText('Membro')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: 'Copiar ligação NEW2' }));
    expect(await within(row).findByText('Copiado.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(url);

    await userEvent.click(within(row).getByRole('button', { name: 'Código QR de NEW2' }));
    const qr = await findDialog('Ligação NEW2');
    expect(within(qr).getByRole('img', { name: /convite NEW2/u })).toBeTruthy();
    expect(within(qr).getByText(url)).toBeTruthy();
    await userEvent.click(within(qr).getByRole('button', { name: 'Fechar' }));

    await userEvent.click(within(row).getByRole('button', { name: 'Desativar a ligação NEW2' }));
    const confirm = await findDialog('Desativar ligação');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(requestsTo(fetchMock, '/wps/agent/links/disable')).toHaveLength(0);
    await userEvent.click(within(row).getByRole('button', { name: 'Desativar a ligação NEW2' }));
    await userEvent.click(
      within(await findDialog('Desativar ligação')).getByRole('button', { name: 'Desativar' }),
    );
    await waitFor(() => expect(within(row).getByText('Desativada')).toBeTruthy());
    expect(await requestBody(requestsTo(fetchMock, '/wps/agent/links/disable')[0]!)).toEqual({
      id: '2',
    });
    expect(within(row).queryByRole('button', { name: 'Desativar a ligação NEW2' })).toBeNull();
  });
});
