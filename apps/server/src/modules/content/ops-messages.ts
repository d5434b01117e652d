import { contentOpsEndpoints } from '@portal/contract/content';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actOf, ungated } from '../ops/operators/operator-act.ts';
import { assertMayReceiveMarketing } from '../responsible-gaming/enforce.ts';
import { insertPlatformMessage, pushUnread } from './message-store.ts';

/**
 * `POST /operator/content/messages/send` (`content.write`): a platform message to one member
 * of the brand (404 `not_found` for anyone else), its HTML sanitised when stored, audited as
 * `message_send` in the same transaction; the member's open tabs get the new unread count once
 * it is committed.
 *
 * A service message (the default) reaches a member in a cool-off or self-exclusion too: it is
 * how they hear about their payout. A marketing message does not: it is refused, with the
 * exclusion's end, and nothing is written (responsible gaming).
 */
export function registerOpsMessages(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(
    app,
    contentOpsEndpoints.opsMessageSend,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      const messageId = await platform.db.transaction(async (tx) => {
        const [member] = await tx.query('select 1 from member where merchant_id = $1 and id = $2', [
          merchant.id,
          input.memberId,
        ]);
        if (!member) throw new AppError('not_found');
        if (input.purpose === 'marketing')
          await assertMayReceiveMarketing(tx, input.memberId, platform.clock.now());
        const id = await insertPlatformMessage(tx, {
          merchantId: merchant.id,
          memberId: input.memberId,
          title: input.title,
          content: input.content,
        });
        await recordAudit(tx, {
          merchantId: merchant.id,
          memberId: input.memberId,
          operatorId: act.operator.operatorId,
          action: 'message_send',
          ip: act.ip,
          detail: { message: id, title: input.title, purpose: input.purpose },
        });
        return id;
      });
      return { messageId, unread: await pushUnread(platform, merchant.id, input.memberId) };
    },
    ungated,
  );
}
