import { systemOpsEndpoints, type SystemSettingsOutput } from '@portal/contract/system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const e = systemOpsEndpoints;

function settings(overrides: Partial<SystemSettingsOutput> = {}): SystemSettingsOutput {
  return {
    maintenance: { enabled: false, message: null },
    regionRules: [],
    modules: [
      {
        modId: 'AGENT',
        name: 'Agent',
        enabled: '1',
        childrenNodes: [{ modId: 'SALARY', name: 'Salary', enabled: '1', childrenNodes: [] }],
      },
    ],
    registerFields: [
      { field: 'captcha', shown: false, required: false, changeable: true },
      { field: 'username', shown: true, required: true, changeable: false },
    ],
    demoOutboxes: { sms: true, email: true },
    ...overrides,
  };
}

/** Stubs the console for an owner: the settings read and one change, recording what it sent. */
function stubSystem(change: string, answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  stubFetch({
    [opsPath.me]: () => ok(meOf('owner')),
    [e.opsSettings.path]: () => ok(settings()),
    [change]: async (request) => {
      const body = await requestBody(request);
      sent.push(body);
      return answer(body);
    },
  });
  return sent;
}

describe('system page', () => {
  it('turns maintenance on with a note and shows what the server stored', async () => {
    const sent = stubSystem(e.opsMaintenance.path, () =>
      ok(settings({ maintenance: { enabled: true, message: 'Voltamos às 12h' } })),
    );
    const user = userEvent.setup();
    renderConsole('/console/system', 'token');

    expect(await screen.findByRole('heading', { name: 'Sistema' })).toBeTruthy();
    expect(await screen.findByText('O portal está aberto aos jogadores.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Portal em manutenção' }));
    await user.type(
      screen.getByRole('textbox', { name: /Mensagem para os jogadores/ }),
      'Voltamos às 12h',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Manutenção ligada. Os jogadores veem agora o ecrã de manutenção.',
    );
    expect(sent).toEqual([{ enabled: true, message: 'Voltamos às 12h' }]);
    expect(
      screen.getByText('O portal está em manutenção: os jogadores veem o ecrã de manutenção.'),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Portal em manutenção' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it("adds a region rule, shows the server's field message on a bad network, removes a rule", async () => {
    const rule = {
      id: '4',
      cidr: '198.51.100.0/24',
      action: 'block' as const,
      note: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const sent: Record<string, unknown>[] = [];
    let rules = [rule];
    stubFetch({
      [opsPath.me]: () => ok(meOf('owner')),
      [e.opsSettings.path]: () => ok(settings({ regionRules: rules })),
      [e.opsRegionRuleAdd.path]: async (request) => {
        const body = await requestBody(request);
        sent.push(body);
        if (body.cidr === '10.0.0.1/8')
          return fail(400, 'invalid_input', { fields: { cidr: 'Valor inválido.' } });
        return ok(settings({ regionRules: [{ ...rule, id: '5', cidr: '203.0.113.0/24' }, rule] }));
      },
      [e.opsRegionRuleDelete.path]: async (request) => {
        sent.push(await requestBody(request));
        rules = [];
        return ok(settings({ regionRules: [] }));
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/system', 'token');
    await user.click(await screen.findByRole('tab', { name: 'Regras de região' }));

    const cidr = await screen.findByRole('textbox', { name: /Rede ou endereço/ });
    await user.type(cidr, '10.0.0.1/8');
    await user.click(screen.getByRole('button', { name: 'Adicionar regra' }));
    expect(await screen.findByText('Valor inválido.')).toBeTruthy();

    await user.clear(cidr);
    await user.type(cidr, '203.0.113.0/24');
    await user.click(screen.getByRole('button', { name: 'Adicionar regra' }));
    expect(await screen.findByText('Regra para 203.0.113.0/24 adicionada.')).toBeTruthy();
    const table = screen.getByRole('table', { name: /Regras de região/ });
    expect(within(table).getByText('203.0.113.0/24')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remover: 198.51.100.0/24' }));
    expect(await screen.findByText('Regra para 198.51.100.0/24 removida.')).toBeTruthy();
    expect(
      screen.getByText('Sem regras de região: qualquer endereço pode abrir o portal.'),
    ).toBeTruthy();
    expect(sent).toEqual([
      { cidr: '10.0.0.1/8', action: 'block', note: '' },
      { cidr: '203.0.113.0/24', action: 'block', note: '' },
      { id: '4' },
    ]);
  });

  it('switches a parent module off and shows its children off with it', async () => {
    const sent = stubSystem(e.opsModuleSwitch.path, () =>
      ok(
        settings({
          modules: [
            {
              modId: 'AGENT',
              name: 'Agent',
              enabled: '0',
              childrenNodes: [{ modId: 'SALARY', name: 'Salary', enabled: '1', childrenNodes: [] }],
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/console/system', 'token');
    await user.click(await screen.findByRole('tab', { name: 'Módulos' }));
    await user.click(await screen.findByRole('button', { name: 'Desligar: AGENT' }));

    expect(await screen.findByText('Módulo AGENT desligado.')).toBeTruthy();
    expect(sent).toEqual([{ modId: 'AGENT', enabled: false }]);
    expect(screen.getByRole('button', { name: 'Ligar: AGENT' })).toBeTruthy();
    expect(screen.getByText(/desligado \(um módulo acima está desligado\)/)).toBeTruthy();
  });

  it('shows an optional register field; the fixed ones have no actions', async () => {
    const sent = stubSystem(e.opsRegisterField.path, () =>
      ok(
        settings({
          registerFields: [
            { field: 'captcha', shown: true, required: false, changeable: true },
            { field: 'username', shown: true, required: true, changeable: false },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderConsole('/console/system', 'token');
    await user.click(await screen.findByRole('tab', { name: 'Campos de registo' }));
    const table = await screen.findByRole('table', { name: /Campos de registo/ });
    expect(within(table).getByText('sempre pedido')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Nome de utilizador/ })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Mostrar: Código de verificação' }));
    expect(await screen.findByText('Código de verificação: visível, opcional.')).toBeTruthy();
    expect(sent).toEqual([{ field: 'captcha', shown: true, required: false }]);
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: 'Tornar obrigatório: Código de verificação' }),
      ).toBeTruthy(),
    );
  });

  it('is not in the sections of an operator without the system permission', async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('finance')) });
    renderConsole('/console/system', 'token');
    const nav = await screen.findByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).queryByRole('link', { name: 'Sistema' })).toBeNull();
    expect(await screen.findByText(/Bem-vindo, ana/)).toBeTruthy();
  });
});
