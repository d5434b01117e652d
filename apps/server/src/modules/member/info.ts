import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import {
  maskedEmail,
  maskedMobile,
  memberColumns,
  type MemberRow,
} from '../accounts/member-repo.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { unreadCountSql } from '../content/message-store.ts';
import { availablePromoCountSql } from '../content/promotion-store.ts';
import { mainBalanceSql } from '../ledger/ledger.ts';
import { claimableCountSql } from '../rewards/bonuses/bonus-store.ts';
import { vipLadderOf } from '../rewards/vip/vip-benefits.ts';
import { ruleOf, vipSettingSql } from '../rewards/vip/vip-settings.ts';

/**
 * GET /wps/member/info: the logged-in member, with the main wallet's balance at the merchant's
 * currency scale. Contact details are masked. The reward centre's count (promotions to act on
 * and bonuses to claim), the unread-message count and the VIP programme come from the content
 * and rewards modules, read with the member and the balance in one statement: the app asks for
 * this on every page.
 */
export function registerInfo(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, memberEndpoints.info, async ({ merchant, session, reply }) => {
    const s = session!;
    const now = platform.clock.now();
    // One statement, not four: on the embedded database every statement waits its turn.
    const [member] = await platform.db.query<
      MemberRow & {
        balance: bigint;
        promos: number;
        bonuses: number;
        unread: number;
        vip_setting: string | null;
      }
    >(
      `select ${memberColumns}, ${mainBalanceSql('$4')} as balance,
              ${availablePromoCountSql} as promos, ${claimableCountSql} as bonuses,
              ${unreadCountSql} as unread, ${vipSettingSql} as vip_setting
       from member where merchant_id = $1 and id = $2`,
      [merchant.id, s.memberId, new Date(now), merchant.currency],
    );
    if (!member) throw new AppError('in_no_login');
    const ladder = await vipLadderOf(platform, merchant, member.vip_setting);
    const vip = ladder ? ruleOf(ladder, member.vip_level) : null;
    reply.header('cache-control', 'no-store');
    return {
      id: member.id,
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      isAgent: s.isAgent,
      isTrial: s.isTrial,
      balance: merchant.money.format(member.balance),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      vip: vip !== null,
      // The level's name in the brand's ladder (a level above it reads as the top's).
      vipLabel: vip?.name ?? null,
      vipLevel: member.vip_level,
      // The reward centre's count: promotions to act on and bonuses to claim.
      availablePromoCount: member.promos + member.bonuses,
      unreadMessageCount: member.unread,
      mobileNum:
        member.mobile_country_code && member.mobile_number
          ? maskedMobile(member.mobile_country_code, member.mobile_number)
          : null,
      email: member.email ? maskedEmail(member.email) : null,
      hasPassword: member.password_hash !== null,
      language: member.language,
      lastLoginAt: member.last_login_at?.toISOString() ?? null,
      lastLoginIp: member.last_login_ip,
    };
  });
}
