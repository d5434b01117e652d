import { memberEndpoints } from '@portal/contract/member';
import type { FastifyInstance } from 'fastify';
import { maskedEmail, maskedMobile, memberById } from '../accounts/member-repo.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { unreadCountSql } from '../content/message-store.ts';
import { availablePromoCountSql } from '../content/promotion-store.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { claimableCountSql } from '../rewards/bonuses/bonus-store.ts';
import { vipLadder } from '../rewards/vip/vip-benefits.ts';
import { ruleOf } from '../rewards/vip/vip-settings.ts';

/**
 * GET /wps/member/info: the logged-in member, with the main wallet's balance at the merchant's
 * currency scale. Contact details are masked. The reward centre's count (promotions to act on
 * and bonuses to claim) and the unread-message count come from the content and rewards modules,
 * read in one statement: the app asks for this on every page.
 */
export function registerInfo(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, memberEndpoints.info, async ({ merchant, session, reply }) => {
    const s = session!;
    const now = platform.clock.now();
    const [member, balance, ladder, [counts]] = await Promise.all([
      memberById(platform.db, merchant.id, s.memberId),
      mainBalance(platform.db, {
        merchantId: merchant.id,
        memberId: s.memberId,
        currency: merchant.currency,
      }),
      vipLadder(platform, merchant),
      platform.db.query<{ promos: number; bonuses: number; unread: number }>(
        `select ${availablePromoCountSql} as promos, ${claimableCountSql} as bonuses,
                ${unreadCountSql} as unread`,
        [merchant.id, s.memberId, new Date(now)],
      ),
    ]);
    if (!member || !counts) throw new AppError('in_no_login');
    const vip = ladder ? ruleOf(ladder, member.vip_level) : null;
    reply.header('cache-control', 'no-store');
    return {
      id: member.id,
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      isAgent: s.isAgent,
      isTrial: s.isTrial,
      balance: merchant.money.format(balance),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      vip: vip !== null,
      // The level's name in the brand's ladder (a level above it reads as the top's).
      vipLabel: vip?.name ?? null,
      vipLevel: member.vip_level,
      // The reward centre's count: promotions to act on and bonuses to claim.
      availablePromoCount: counts.promos + counts.bonuses,
      unreadMessageCount: counts.unread,
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
