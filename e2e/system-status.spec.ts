import { acceptAgeTerms } from './support.ts';
import { systemOpsEndpoints } from '@portal/contract/system';
import { expect, operatorCall, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => acceptAgeTerms(page));

test('the maintenance switch shows the maintenance screen with its service button', async ({
  page,
  request,
}) => {
  await operatorCall(request, systemOpsEndpoints.opsMaintenance, {
    enabled: true,
    message: 'De volta às 14:00',
  });
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sistema em manutenção' })).toBeVisible();
    await expect(page.getByText('De volta às 14:00')).toBeVisible();
    // The portal's own contact form would show this screen again: the button opens the first
    // outside channel (the demo brand's WhatsApp), answered here as the test machine is offline.
    await page.context().route('https://wa.me/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<title>WhatsApp</title><h1>WhatsApp</h1>',
      }),
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Contactar o apoio ao cliente' }).click();
    const service = await popup;
    await expect.poll(() => service.url()).toBe('https://wa.me/351900000000');
    await expect(service.getByRole('heading', { name: 'WhatsApp' })).toBeVisible();
    await service.close();
  } finally {
    await operatorCall(request, systemOpsEndpoints.opsMaintenance, { enabled: false });
  }
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora Play' }),
  ).toBeVisible();
});

test('a region rule on the visitor address shows the blocked screen with the IP', async ({
  page,
  request,
}) => {
  const added = await operatorCall(request, systemOpsEndpoints.opsRegionRuleAdd, {
    cidr: '127.0.0.0/8',
    action: 'block',
    note: 'end-to-end test',
  });
  // Newest first: the rule just added. Operator calls skip the region gate it sets.
  const rule = added.regionRules[0]!;
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(page.getByText('O seu endereço IP: 127.0.0.1')).toBeVisible();
    await expect(page.getByText('lamentamos')).toBeVisible();
  } finally {
    await operatorCall(request, systemOpsEndpoints.opsRegionRuleDelete, { id: rule.id });
  }
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bem-vindo a Aurora Play' }),
  ).toBeVisible();
});
