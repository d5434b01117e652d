import { brandOpsEndpoints, type BrandListItem, type BrandView } from '@portal/contract/ops/brands';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';

const e = brandOpsEndpoints;
const platformOwner = meOf('owner', { merchant: null });

function brand(overrides: Partial<BrandView> = {}): BrandView {
  return {
    code: 'demo',
    name: 'Demo',
    currency: 'BRL',
    currencySymbol: 'R$',
    currencyScale: 2,
    timeZone: 'America/Sao_Paulo',
    defaultLanguage: 'PT',
    languages: ['PT'],
    domains: [{ domain: 'demo.example.com', routeType: 'WEB' }],
    imageCdns: ['https://img1.example.com', 'https://img2.example.com'],
    launchCdns: [''],
    analyticsId: 'G-1',
    customerService: [{ csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://wa.me/1' }],
    resources: [{ resourceType: 'IOS_APP', url: '/app.ipa', labelNameEn: 'iOS app' }],
    isDefault: true,
    maintenance: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    keys: [
      { kid: 'k2', active: true, createdAt: '2026-11-10T10:00:00.000Z', retiredAt: null },
      {
        kid: 'k1',
        active: false,
        createdAt: '2026-11-01T10:00:00.000Z',
        retiredAt: '2026-11-10T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function itemOf(view: BrandView): BrandListItem {
  return {
    code: view.code,
    name: view.name,
    currency: view.currency,
    languages: view.languages,
    mainDomain: view.domains[0]?.domain ?? '',
    isDefault: view.isDefault,
    maintenance: view.maintenance,
    members: view.code === 'demo' ? 1250 : 0,
    createdAt: view.createdAt,
  };
}

/**
 * Stubs a platform owner's console with the brands in `stored`: the list and the detail read
 * them, and each write answers through `answer` (which may change `stored`), recording its body.
 */
function stubBrands(
  stored: BrandView[],
  answer: (path: string, body: Record<string, unknown>) => Response = () => fail(500, 'x'),
) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const asked: string[] = [];
  const write = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = await requestBody(request);
    sent.push({ path, body });
    return answer(path, body);
  };
  stubFetch({
    [opsPath.me]: () => ok(platformOwner),
    [e.brands.path]: () => ok({ items: stored.map(itemOf) }),
    [e.brand.path]: (request) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      asked.push(code);
      const found = stored.find((b) => b.code === code);
      return found === undefined ? fail(404, 'not_found') : ok(found);
    },
    [e.brandCreate.path]: write,
    [e.brandUpdate.path]: write,
    [e.brandRotateKey.path]: write,
  });
  return { sent, asked };
}

/** Renders the page and opens `code` from the list; resolves with the brand's heading. */
async function openBrand(user: ReturnType<typeof userEvent.setup>, code: string, name: string) {
  renderConsole('/console/brands', 'token');
  await user.click(await screen.findByRole('button', { name: `Abrir: ${code}` }));
  return screen.findByRole('heading', { name: `Marca ${code}: ${name}` });
}

describe('brands page', () => {
  it('lists the brands and opens one with its configuration and key pairs', async () => {
    const { asked } = stubBrands([
      brand(),
      brand({
        code: 'beta',
        name: 'Beta',
        isDefault: false,
        domains: [{ domain: 'beta.example.com', routeType: 'WEB' }],
      }),
    ]);
    const user = userEvent.setup();
    renderConsole('/console/brands', 'token');

    const table = await screen.findByRole('table', { name: 'Marcas' });
    const demoRow = within(table).getByRole('row', { name: /demo\.example\.com/ });
    expect(within(demoRow).getByText('Demo')).toBeTruthy();
    expect(within(demoRow).getByText('BRL')).toBeTruthy();
    expect(within(demoRow).getByText('Sim')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.click(within(table).getByRole('button', { name: 'Abrir: demo' }));
    const heading = await screen.findByRole('heading', { name: 'Marca demo: Demo' });
    // The opened brand takes the focus (in an effect, which may run after the heading is
    // drawn), so a keyboard user lands on it.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(asked).toEqual(['demo']);
    const facts = screen.getByLabelText('Configuração da marca demo');
    expect(within(facts).getByText('BRL (R$, 2 casas decimais)')).toBeTruthy();
    expect(within(facts).getByText('demo.example.com (WEB)')).toBeTruthy();
    expect(within(facts).getByText('a origem da própria página')).toBeTruthy();
    expect(within(facts).getByText('WHATSAPP · WhatsApp · https://wa.me/1')).toBeTruthy();

    const keys = screen.getByRole('table', { name: 'Chaves de payload da marca demo' });
    expect(within(within(keys).getByRole('row', { name: /k2/ })).getByText('ativa')).toBeTruthy();
    expect(
      within(within(keys).getByRole('row', { name: /k1/ })).getByText('retirada'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('heading', { name: 'Marca demo: Demo' })).toBeNull();
  });

  it('says when there is no brand, and retries a failed list', async () => {
    let calls = 0;
    stubFetch({
      [opsPath.me]: () => ok(platformOwner),
      [e.brands.path]: () => (++calls === 1 ? fail(500, 'internal_error') : ok({ items: [] })),
    });
    const user = userEvent.setup();
    renderConsole('/console/brands', 'token');
    await user.click(await screen.findByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByText('Ainda não há marcas.')).toBeTruthy();
  });

  it("edits a brand: sends what the form shows and puts the server's refusal under its input", async () => {
    const stored = [brand()];
    const { sent } = stubBrands(stored, (_, body) => {
      const domains = body.domains as { domain: string }[];
      if (domains[1]?.domain === 'taken.example.com')
        return fail(400, 'invalid_input', {
          fields: { 'domains.1.domain': 'Outra marca já responde neste domínio.' },
        });
      stored[0] = { ...stored[0]!, ...(body as Partial<BrandView>) };
      return ok(stored[0]);
    });
    const user = userEvent.setup();
    await openBrand(user, 'demo', 'Demo');
    await user.click(screen.getByRole('button', { name: 'Editar' }));

    const name = await screen.findByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByRole('textbox', { name: 'Código' })).toHaveProperty('readOnly', true);
    await user.clear(name);
    await user.type(name, 'Demo Nova');
    await user.click(screen.getByRole('checkbox', { name: 'English (EN)' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar domínio' }));
    await user.type(screen.getByRole('textbox', { name: 'Domínio 2' }), 'taken.example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de rota 2' }), 'AGENT');
    // The first image CDN goes; the second one moves up into its row.
    await user.click(screen.getByRole('button', { name: 'Remover a CDN de imagens 1' }));
    expect(screen.getByRole('textbox', { name: 'CDN de imagens 1' })).toHaveProperty(
      'value',
      'https://img2.example.com',
    );
    expect(screen.queryByRole('textbox', { name: 'CDN de imagens 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remover o contacto 1' }));
    await user.click(screen.getByRole('button', { name: 'Guardar alterações' }));

    const taken = await screen.findByText('Outra marca já responde neste domínio.');
    const domain = screen.getByRole('textbox', { name: 'Domínio 2' });
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    expect(domain.getAttribute('aria-describedby')).toContain(taken.id);
    expect(document.activeElement).toBe(domain);

    await user.clear(domain);
    await user.type(domain, 'agents.example.com');
    await user.click(screen.getByRole('button', { name: 'Guardar alterações' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Marca demo guardada. Os jogadores veem a alteração de imediato.',
    );
    expect(await screen.findByRole('heading', { name: 'Marca demo: Demo Nova' })).toBeTruthy();
    expect(screen.getByText('agents.example.com (AGENT)')).toBeTruthy();

    const expected = {
      code: 'demo',
      name: 'Demo Nova',
      timeZone: 'America/Sao_Paulo',
      defaultLanguage: 'PT',
      languages: ['PT', 'EN'],
      domains: [
        { domain: 'demo.example.com', routeType: 'WEB' },
        { domain: 'taken.example.com', routeType: 'AGENT' },
      ],
      imageCdns: ['https://img2.example.com'],
      launchCdns: [''],
      analyticsId: 'G-1',
      customerService: [],
      resources: [{ resourceType: 'IOS_APP', url: '/app.ipa', labelNameEn: 'iOS app' }],
    };
    expect(sent).toEqual([
      { path: e.brandUpdate.path, body: expected },
      {
        path: e.brandUpdate.path,
        body: {
          ...expected,
          domains: [expected.domains[0], { domain: 'agents.example.com', routeType: 'AGENT' }],
        },
      },
    ]);
  });

  it('creates a brand after the contract check and opens it', async () => {
    const stored = [brand()];
    const { sent } = stubBrands(stored, (_, body) => {
      const created = brand({
        ...(body as Partial<BrandView>),
        isDefault: false,
        keys: [{ kid: 'n1', active: true, createdAt: '2026-11-20T10:00:00.000Z', retiredAt: null }],
      });
      stored.push(created);
      return ok(created);
    });
    const user = userEvent.setup();
    renderConsole('/console/brands', 'token');
    await user.click(await screen.findByRole('button', { name: 'Nova marca' }));

    const code = screen.getByRole('textbox', { name: 'Código' });
    expect(document.activeElement).toBe(code);
    // Nothing leaves while the contract's schema refuses the form.
    await user.click(screen.getByRole('button', { name: 'Criar marca' }));
    expect((await screen.findAllByText('Campo obrigatório.')).length).toBeGreaterThan(0);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.type(code, 'Nova');
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Nova Marca');
    await user.type(screen.getByRole('textbox', { name: 'Moeda (ISO 4217)' }), 'eur');
    await user.type(screen.getByRole('textbox', { name: 'Símbolo da moeda' }), '€');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Casas decimais da moeda' }),
      '2',
    );
    await user.type(screen.getByRole('textbox', { name: 'Fuso horário' }), 'Europe/Lisbon');
    await user.type(screen.getByRole('textbox', { name: 'Domínio 1' }), 'nova.example.com');
    await user.click(screen.getByRole('button', { name: 'Adicionar contacto' }));
    await user.type(screen.getByRole('textbox', { name: 'Tipo do contacto 1' }), 'whatsapp');
    await user.type(screen.getByRole('textbox', { name: 'Título do contacto 1' }), 'WhatsApp');
    await user.type(
      screen.getByRole('textbox', { name: 'Ligação do contacto 1' }),
      'https://wa.me/351',
    );
    await user.click(screen.getByRole('button', { name: 'Criar marca' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Marca nova criada, com um novo par de chaves.',
    );
    expect(await screen.findByRole('heading', { name: 'Marca nova: Nova Marca' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Chaves de payload da marca nova' })).toBeTruthy();
    // The list is read again and holds the new brand.
    expect(await screen.findByRole('button', { name: 'Abrir: nova' })).toBeTruthy();
    expect(sent).toEqual([
      {
        path: e.brandCreate.path,
        body: {
          code: 'nova',
          name: 'Nova Marca',
          currency: 'EUR',
          currencySymbol: '€',
          currencyScale: 2,
          timeZone: 'Europe/Lisbon',
          defaultLanguage: 'PT',
          languages: ['PT'],
          domains: [{ domain: 'nova.example.com', routeType: 'WEB' }],
          imageCdns: [''],
          launchCdns: [''],
          analyticsId: '',
          customerService: [{ csType: 'WHATSAPP', title: 'WhatsApp', url: 'https://wa.me/351' }],
          resources: [],
        },
      },
    ]);
  });

  it("rotates the brand's key after a confirmation, at once for a leaked key", async () => {
    const stored = [brand()];
    const { sent } = stubBrands(stored, () => {
      stored[0] = brand({
        keys: [
          { kid: 'k3', active: true, createdAt: '2026-11-20T10:00:00.000Z', retiredAt: null },
          ...stored[0]!.keys.map((k) => ({
            ...k,
            active: false,
            retiredAt: k.retiredAt ?? '2026-11-20T10:00:00.000Z',
          })),
        ],
      });
      return ok(stored[0]);
    });
    const user = userEvent.setup();
    await openBrand(user, 'demo', 'Demo');

    const rotate = screen.getByRole('button', { name: 'Fazer a rotação da chave' });
    await user.click(rotate);
    const question = screen.getByRole('heading', {
      name: 'Fazer a rotação da chave da marca demo?',
    });
    expect(document.activeElement).toBe(question);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Fazer a rotação da chave' }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Fazer a rotação da chave' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Imediatamente, por a chave ter sido divulgada' }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar a rotação' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Nova chave k3 ativa. A anterior deixou de abrir payloads.',
    );
    expect(sent).toEqual([
      { path: e.brandRotateKey.path, body: { code: 'demo', immediate: true } },
    ]);
    const keys = screen.getByRole('table', { name: 'Chaves de payload da marca demo' });
    expect(within(within(keys).getByRole('row', { name: /k3/ })).getByText('ativa')).toBeTruthy();
    expect(
      within(within(keys).getByRole('row', { name: /k2/ })).getByText('retirada'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar a rotação' })).toBeNull();
  });

  it("is not in a brand operator's sections and its address leads home", async () => {
    stubFetch({ [opsPath.me]: () => ok(meOf('owner')) });
    renderConsole('/console/brands', 'token');
    const nav = await screen.findByRole('navigation', { name: 'Secções da consola' });
    expect(within(nav).queryByRole('link', { name: 'Marcas' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Sistema' })).toBeTruthy();
    expect(await screen.findByText(/Bem-vindo, ana/)).toBeTruthy();
    expect(window.location.pathname).toBe('/console');
  });
});
