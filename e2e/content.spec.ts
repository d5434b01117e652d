import { decryptCsPath } from '../packages/contract/src/cs-path.ts';
import { apiValue, memberId, tinyPng } from './content-support.ts';
import { registerMember } from './members.ts';
import { contentOpsEndpoints } from '@portal/contract/content';
import { expect, operatorCall, test } from './fixtures.ts';
import { acceptAgeTerms, acceptAgeTermsOnly } from './support.ts';

type Titled = { id: string; title: string };

test.describe('announcement popup', () => {
  test('shows once per session, and again in a new browser session', async ({ browser }) => {
    const open = async () => {
      const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
      const page = await context.newPage();
      await acceptAgeTermsOnly(page);
      await page.goto('/');
      return { context, page, popup: page.getByRole('dialog', { name: 'Anúncios' }) };
    };
    const first = await open();
    await expect(first.popup).toBeVisible();
    await expect(
      first.popup.getByRole('list', { name: 'Lista de anúncios' }).getByRole('button'),
    ).toHaveCount(8);
    await first.popup.getByRole('button', { name: 'Fechar' }).click();
    await expect(first.popup).toBeHidden();
    await first.page.reload();
    await expect(first.page.getByRole('heading', { level: 1, name: /Bem-vindo/u })).toBeAttached();
    await first.page.waitForTimeout(1500);
    await expect(first.popup).toHaveCount(0);
    await first.context.close();

    const second = await open();
    await expect(second.popup).toBeVisible();
    await second.context.close();
  });

  test('the go-to-promotion button opens that promotion', async ({ page, request }) => {
    const { popup, promotion } = await apiValue<{
      popup: Titled[];
      promotion: Array<Titled & { promoId: string }>;
    }>(request, '/wps/announcements');
    const withPromotion = promotion[0]!;
    const index = popup.length + 0;
    await acceptAgeTermsOnly(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Anúncios' });
    await dialog.getByRole('button', { name: `Página ${Math.floor(index / 8) + 1}` }).click();
    await dialog.getByRole('button', { name: withPromotion.title }).click();
    await dialog.getByRole('button', { name: 'Ver a promoção' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/promotions#${withPromotion.promoId}$`, 'u'));
    const card = page.locator(`article[id="${withPromotion.promoId}"]`);
    await expect(card.getByRole('button', { name: 'Ver detalhes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('with the terms accepted', () => {
  test.beforeEach(async ({ page }) => acceptAgeTerms(page));

  test('the notice marquee opens the notice that was clicked', async ({ page, request }) => {
    const { list } = await apiValue<{ list: Titled[] }>(request, '/wps/notice/popular');
    expect(list.length).toBeGreaterThan(2);
    // The marquee stands still for reduced motion, so the click lands on a steady target.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Avisos' });
    await marquee.getByRole('button', { name: `Abrir aviso: ${list[1]!.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Avisos' });
    await expect(dialog.getByRole('heading', { name: list[1]!.title })).toBeVisible();
    await expect(dialog.getByText(`2 de ${list.length}`)).toBeVisible();
  });

  test('/help#term scrolls to the term and marks it', async ({ page }) => {
    await page.goto('/help#privacy');
    const term = page.locator('section#privacy');
    await expect(term).toHaveAttribute('aria-current', 'location');
    await expect
      .poll(() => term.evaluate((node) => Math.abs(node.getBoundingClientRect().top) < 200))
      .toBe(true);
  });

  test('sends feedback from the help centre', async ({ page }) => {
    await page.goto('/help#feedback');
    const form = page.getByRole('form', { name: 'Enviar opinião' });
    await form.getByLabel('Tipo de questão').selectOption('game');
    await form.getByLabel('Descrição').fill('O jogo de dados podia ter um histórico maior.');
    await expect(form.getByText('Caracteres: 45 / 140')).toBeVisible();
    await form.getByLabel(/Contacto/u).fill('e2e@example.com');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(/A sua opinião foi enviada/u)).toBeVisible();
  });

  test('every customer-service entry opens a real page: the contact form here, others in the window', async ({
    page,
    context,
    request,
  }) => {
    const status = await apiValue<{
      customerService: Array<{ csType: string; title: string; path: string }>;
    }>(request, '/wps/system/status');
    const base = process.env.E2E_BASE_URL!;
    const entries = await Promise.all(
      status.customerService.map(async (entry) => ({
        ...entry,
        address: new URL(await decryptCsPath(entry.path), base).toString(),
      })),
    );
    // The outside services are not reachable from the test machine: answer for them.
    for (const origin of new Set(entries.map((entry) => new URL(entry.address).origin))) {
      if (origin === new URL(base).origin) continue;
      await context.route(`${origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Service</title><h1>Service</h1>' }),
      );
    }
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { opened: unknown[] }).opened = args;
        return open(...args);
      };
    });
    const menu = page.getByRole('banner').getByRole('list', { name: 'Apoio ao cliente' });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Apoio ao cliente' }).click();
      const item = menu.getByRole('listitem').nth(entries.indexOf(entry)).locator('a, button');
      if (entry.address.startsWith(base)) {
        // A page of the portal (the demo brand's live chat and contact form) is a link in this
        // tab, for real.
        await item.click();
        await expect.poll(() => page.url()).toBe(entry.address);
        await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toHaveCount(0);
        if (new URL(entry.address).pathname === '/support/chat')
          await expect(page.getByRole('dialog', { name: 'Apoio ao cliente' })).toBeVisible();
        else await expect(page.getByRole('form', { name: 'Enviar opinião' })).toBeVisible();
      } else {
        const [service] = await Promise.all([context.waitForEvent('page'), item.click()]);
        await expect.poll(() => service.url()).toBe(entry.address);
        await expect(service.getByRole('heading', { name: 'Service' })).toBeVisible();
        const opened = await page.evaluate(
          () => (window as unknown as { opened: string[] }).opened,
        );
        expect(opened[2]).toContain('width=440,height=750');
        expect(opened[2]).toContain('noopener');
        await service.close();
      }
    }
  });

  test('applies to an activity with an image, and reading a message clears the badge live', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await registerMember(page, request, 'ct');
    const { list } = await apiValue<{
      list: Array<{ promoId: string; kind: string; title: string }>;
    }>(request, '/wps/promotions');
    const activity = list.find((item) => item.kind === 'activity')!;

    await page.goto(`/promotions#${activity.promoId}`);
    const card = page.getByRole('article', { name: activity.title });
    await card.getByLabel(/Imagens de comprovativo/u).setInputFiles({
      name: 'prova.png',
      mimeType: 'image/png',
      buffer: tinyPng,
    });
    await expect(card.getByText('prova.png')).toBeVisible();
    await card.getByRole('button', { name: 'Enviar candidatura' }).click();
    await expect(card.getByText(/Candidatura enviada. Estado:/u)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('article', { name: activity.title }).getByText(/Candidatura enviada/u),
    ).toBeVisible();

    // A platform message sent now raises the header badge without a reload.
    const badge = page.getByTestId('unread-badge');
    await expect(badge).toHaveCount(0);
    await operatorCall(request, contentOpsEndpoints.opsMessageSend, {
      memberId: await memberId(page),
      title: 'Mensagem de teste e2e',
      content: '<p>Olá do operador.</p><script>alert(1)</script>',
    });
    await expect(badge).toHaveText(/1/u);

    await page.getByRole('button', { name: /Menu da conta/u }).click();
    await page.getByRole('link', { name: /Mensagens da plataforma/u }).click();
    await page.getByRole('button', { name: /Mensagem de teste e2e/u }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Mensagem de teste e2e' }),
    ).toBeVisible();
    await expect(page.getByText('Olá do operador.')).toBeVisible();
    await expect(badge).toHaveCount(0);
  });
});
