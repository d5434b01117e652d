import { formatMinor } from '@portal/contract/money';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sendPage, type PageSpec } from '../../modules/launch/page-shell.ts';
import type { Platform } from '../../platform.ts';
import type { DemoPayment, DemoPaymentProvider } from './demo-provider.ts';
import { paymentSecret, signWebhook } from './payment-secret.ts';

/** Where the demo provider delivers its webhooks: our own deposit webhook. */
export const demoWebhookPath = '/wps/wallet/deposit/webhook/demo';

const texts = {
  EN: {
    title: 'Demo payment provider',
    banner: 'Demo payment provider — no real money moves',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    decided: 'This payment is already',
    back: 'Back to the site',
    status: { pending: 'pending', paid: 'paid', failed: 'failed', expired: 'expired' },
  },
  PT: {
    title: 'Provedor de pagamento de demonstração',
    banner: 'Provedor de pagamento de demonstração — nenhum dinheiro real é movimentado',
    amount: 'Valor',
    pay: 'Pagar',
    fail: 'Falhar',
    decided: 'Este pagamento já está',
    back: 'Voltar ao site',
    status: { pending: 'pendente', paid: 'pago', failed: 'falhou', expired: 'expirado' },
  },
};

function page(payment: DemoPayment, symbol: string, scale: number, lang: 'EN' | 'PT'): PageSpec {
  const t = texts[lang];
  const amount = `${symbol} ${formatMinor(payment.amount, scale)}`;
  const action = `/pay/demo/${encodeURIComponent(payment.reference)}?lang=${lang}`;
  const body =
    payment.status === 'pending'
      ? `<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="paid">${escapeHtml(t.pay)}</button>
<button type="submit" name="outcome" value="failed" class="secondary">${escapeHtml(t.fail)}</button>
</form>`
      : `<p role="status">${escapeHtml(t.decided)} ${escapeHtml(t.status[payment.status])}.</p>
<p><a href="${escapeHtml(payment.returnUrl)}" class="link">${escapeHtml(t.back)}</a></p>`;
  return {
    title: t.title,
    lang,
    body: `<h1>${escapeHtml(t.title)} <span class="badge">DEMO</span></h1>
<p><strong>${escapeHtml(t.banner)}</strong></p>
<section class="panel" aria-label="${escapeHtml(t.amount)}">
<p>${escapeHtml(t.amount)}: <strong>${escapeHtml(amount)}</strong> (${escapeHtml(payment.currency)})</p>
${body}
</section>`,
  };
}

/**
 * The demo provider's hosted checkout: `GET /pay/demo/:reference` shows the amount with "Pay"
 * and "Fail"; the form posts back here, the provider records the outcome in its own books,
 * calls our signed webhook (as a real provider would, over the same route) and sends the member
 * to the deposit's same-origin return path. A lost webhook is caught by the recovery job.
 */
export function registerDemoCheckout(
  app: FastifyInstance,
  platform: Platform,
  provider: DemoPaymentProvider,
): void {
  const language = (lang: unknown): 'EN' | 'PT' => (lang === 'EN' ? 'EN' : 'PT');

  app.get<{ Params: { reference: string }; Querystring: { lang?: string } }>(
    '/pay/demo/:reference',
    async (request, reply) => {
      const payment = await provider.payment(request.params.reference);
      const merchant = payment ? await platform.directory.byId(payment.merchantId) : null;
      if (!payment || !merchant) return reply.code(404).type('text/plain').send('Unknown payment.');
      const spec = page(
        payment,
        merchant.currencySymbol,
        merchant.money.scale,
        language(request.query.lang),
      );
      // A checkout is never framed by anyone.
      return sendPage(reply, spec, "'none'");
    },
  );

  app.post<{
    Params: { reference: string };
    Querystring: { lang?: string };
    Body: { outcome?: string };
  }>('/pay/demo/:reference', async (request, reply) => {
    const outcome = request.body?.outcome;
    const existing = await provider.payment(request.params.reference);
    const merchant = existing ? await platform.directory.byId(existing.merchantId) : null;
    if (!existing || !merchant) return reply.code(404).type('text/plain').send('Unknown payment.');
    if (outcome !== 'paid' && outcome !== 'failed')
      return reply.code(400).type('text/plain').send('Choose Pay or Fail.');
    const payment = (await provider.decide(existing.reference, outcome))!;
    if (payment.status === 'paid' || payment.status === 'failed') {
      const raw = provider.webhookBody(merchant, payment);
      const secret = await paymentSecret(platform.db, merchant.id, provider.name);
      const answer = await app
        .inject({
          method: 'POST',
          url: demoWebhookPath,
          headers: {
            'content-type': 'application/json',
            [provider.signatureHeader]: signWebhook(secret, raw),
            'x-merchant': merchant.code,
          },
          payload: raw,
        })
        .catch((err: unknown) => {
          request.log.warn({ err }, 'demo provider webhook failed');
          return null;
        });
      if (answer && answer.statusCode >= 400)
        request.log.warn({ status: answer.statusCode }, 'demo provider webhook refused');
    }
    return reply.redirect(payment.returnUrl, 303);
  });
}
