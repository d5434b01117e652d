import { liveOpsEndpoints } from '@portal/contract/live';
import { expect, operatorCall, test } from './fixtures.ts';
import { deposit, registerMember } from './members.ts';
import { acceptAgeTerms } from './support.ts';

/**
 * Live hosts and chat as players use them, in two browser contexts: both join a host's room,
 * one sends a message and a gift, the other sees both and the day's gift leaderboard; then a
 * member opens customer-service chat, an operator answers through the operator API, and the
 * member sees the unread badge and the answer.
 */
test('two members chat and gift in a host room, and customer service answers', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [ana, bob] = await Promise.all(contexts.map((context) => context.newPage()));
  await acceptAgeTerms(ana!);
  await acceptAgeTerms(bob!);
  const anaAccount = await registerMember(ana!, request, 'live');
  await deposit(ana!, '50');
  await registerMember(bob!, request, 'live');

  // Both open the first host's room from the list.
  for (const page of [ana!, bob!]) {
    await page.goto('/hosts');
    await expect(page.getByRole('heading', { name: 'Anfitriãs ao vivo', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Entrar na sala de Sofia' }).click();
    await expect(page.getByRole('heading', { name: 'Sofia', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cartaz de Sofia' })).toBeVisible();
  }
  const bobChat = bob!.getByRole('list', { name: 'Chat da sala' });

  await ana!.getByLabel('Mensagem', { exact: true }).fill('Boa noite, Sofia! 🎲');
  await ana!.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(bobChat.getByText('Boa noite, Sofia! 🎲')).toBeVisible();

  await ana!.getByRole('button', { name: /^Oferecer Rosa por/u }).click();
  const confirm = ana!.getByRole('dialog', { name: 'Confirmar presente' });
  await confirm.getByRole('button', { name: 'Oferecer', exact: true }).click();
  await expect(ana!.getByText(/Presente enviado/u)).toBeVisible();
  await expect(bobChat.getByText(/enviou Rosa/u)).toBeVisible();

  // The day's leaderboard counts the gift for Sofia.
  await bob!.reload();
  const board = bob!.getByRole('list', { name: 'Presentes de hoje' });
  await expect(board.getByRole('listitem').filter({ hasText: 'Sofia' })).toContainText(
    '1 presente',
  );

  // Customer service: Ana writes, an operator answers through the operator API.
  await ana!.getByRole('button', { name: 'Chat com o apoio ao cliente' }).click();
  const window = ana!.getByRole('dialog', { name: 'Apoio ao cliente' });
  await window.getByLabel('Mensagem para o apoio').fill('Olá, tenho uma dúvida sobre presentes.');
  await window.getByRole('button', { name: 'Enviar' }).click();
  await expect(window.getByText('Olá, tenho uma dúvida sobre presentes.')).toBeVisible();
  await window.getByRole('button', { name: 'Fechar o chat' }).click();

  const inbox = await operatorCall(request, liveOpsEndpoints.opsConversations, {});
  const conversation = inbox.list.find((c) => c.account === anaAccount)!;
  expect(conversation.unread).toBe(1);
  await operatorCall(request, liveOpsEndpoints.opsReply, {
    conversationId: conversation.id,
    text: 'Olá! Os presentes são descontados do saldo.',
  });

  await expect(ana!.getByLabel('1 mensagem nova')).toBeVisible();
  await ana!.getByRole('button', { name: /Chat com o apoio ao cliente/u }).click();
  await expect(
    ana!
      .getByRole('dialog', { name: 'Apoio ao cliente' })
      .getByText('Olá! Os presentes são descontados do saldo.'),
  ).toBeVisible();
  await expect(ana!.getByLabel('1 mensagem nova')).toHaveCount(0);
  await Promise.all(contexts.map((context) => context.close()));
});
