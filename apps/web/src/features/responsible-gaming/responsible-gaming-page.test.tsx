import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import type {
  LimitKind,
  LimitPeriod,
  LimitView,
  StatusOutput,
} from '@portal/contract/responsible-gaming/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { openMemberPage, requestsTo } from '../../test/wallet-fixture.ts';

const none = (kind: LimitKind, period: LimitPeriod): LimitView => ({
  kind,
  period,
  value: null,
  used: kind === 'session' || kind === 'single_bet' ? '0' : '0.00',
  resetsAt: period === 'bet' ? null : '2026-11-26T03:00:00.000Z',
  pending: null,
});

function status(overrides: Partial<StatusOutput> = {}): StatusOutput {
  return {
    currency: 'BRL',
    limits: [
      {
        ...none('deposit', 'day'),
        value: '100.00',
        used: '30.00',
        pending: { value: '500.00', effectiveAt: '2026-11-28T12:00:00.000Z' },
      },
      none('deposit', 'week'),
      none('session', 'day'),
      none('single_bet', 'bet'),
    ],
    exclusion: null,
    realityCheckMinutes: 60,
    realityCheckChoices: [15, 30, 60],
    coolOff: { minHours: 24, maxHours: 1008 },
    selfExclusionMonths: [6, 12, 60],
    selfExclusionPermanent: true,
    loosenDelayHours: 72,
    session: {
      startedAt: '2026-11-25T10:00:00.000Z',
      previousLoginAt: '2026-11-24T09:00:00.000Z',
      previousLoginIp: '203.0.113.7',
      idleMinutes: 15,
      serverTime: '2026-11-25T10:30:00.000Z',
    },
    ...overrides,
  };
}

const statement = () =>
  ok({
    currency: 'BRL',
    account: 'maria',
    rows: [{ month: '2026-11', deposits: '50.00', withdrawals: '0.00', net: '-12.50' }],
  });

describe('responsible gaming page', { timeout: 20_000 }, () => {
  it('shows limits with usage and the waiting raise, and the previous login', async () => {
    await openMemberPage('responsibleGaming', {
      [rg.status.path]: () => ok(status()),
      [rg.statement.path]: statement,
    });
    const row = await screen.findByRole('row', { name: /^Depósitos por dia/u });
    expect(row.textContent).toContain('R$ 100,00');
    expect(row.textContent).toContain('R$ 30,00');
    expect(row.textContent).toMatch(/Passa a R\$ 500,00 em/u);
    expect(screen.getByText(/203\.0\.113\.7/u)).toBeTruthy();
    expect(screen.getByText(/depois de 72 horas/u)).toBeTruthy();
    // The statement names its months in words.
    const month = await screen.findByRole('row', { name: /^Novembro de 2026/u });
    expect(month.textContent).toContain('-R$ 12,50');
  });

  it('saves a new limit with what was typed', async () => {
    const { fetchMock } = await openMemberPage('responsibleGaming', {
      [rg.status.path]: () => ok(status()),
      [rg.statement.path]: statement,
      [rg.setLimit.path]: async (request) => {
        const body = await requestBody(request);
        return body.value === '0' ? fail(400, 'invalid_input') : ok(status());
      },
    });
    const row = await screen.findByRole('row', { name: /^Depósitos por semana/u });
    fireEvent.change(within(row).getByLabelText('Novo valor para Depósitos por semana'), {
      target: { value: '250' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(within(row).getByRole('status').textContent).toBe('Limite guardado.'),
    );
    const [sent] = requestsTo(fetchMock, rg.setLimit.path);
    expect(await requestBody(sent!)).toEqual({ kind: 'deposit', period: 'week', value: '250' });
  });

  it('asks for confirmation before a cool-off, and sends nothing when cancelled', async () => {
    const { fetchMock } = await openMemberPage('responsibleGaming', {
      [rg.status.path]: () => ok(status()),
      [rg.statement.path]: statement,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar: Pausa' }));
    const dialog = await findDialog('Confirmar');
    expect(dialog.textContent).toContain('24 horas');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar' })).toBeNull());
    expect(requestsTo(fetchMock, rg.exclude.path)).toHaveLength(0);
  });

  it('names each length in the singular or plural it needs: "1 ano", "5 anos"', async () => {
    await openMemberPage('responsibleGaming', {
      [rg.status.path]: () => ok(status()),
      [rg.statement.path]: statement,
    });
    const options = async (label: string) =>
      within(await screen.findByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(await options('Duração da pausa')).toEqual([
      '24 horas',
      '3 dias',
      '1 semana',
      '2 semanas',
      '4 semanas',
      '6 semanas',
    ]);
    expect(await options('Duração da autoexclusão')).toEqual([
      '6 meses',
      '1 ano',
      '5 anos',
      'Permanente',
    ]);
  });

  it('shows a running exclusion instead of the choices', async () => {
    await openMemberPage('responsibleGaming', {
      [rg.status.path]: () =>
        ok(
          status({
            exclusion: { kind: 'self_exclusion', since: '2026-11-25T10:00:00.000Z', until: null },
          }),
        ),
      [rg.statement.path]: statement,
    });
    expect(await screen.findByText('A sua conta está excluída permanentemente.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar: Pausa' })).toBeNull();
  });
});
