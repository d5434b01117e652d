import type { Queryable } from '../../db/db.ts';

/** What the audit log records. */
export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_held'
  | 'login_handoff'
  | 'logout'
  | 'register'
  | 'freeplay'
  | 'password_change'
  | 'password_reset'
  | 'mobile_bind'
  | 'email_bind'
  // The agent centre: an agent's acts on a direct downline, recorded on the downline.
  | 'downline_create'
  | 'downline_type_change'
  | 'downline_lock'
  | 'downline_transfer'
  // Agent contracts: an offer, and every action on a contract (by a side, or by the cascade).
  | 'contract_offer'
  | 'contract_action'
  // The points mall: an operator's decision on a redemption.
  | 'points_redeem_decision'
  // Operators: their logins, sessions and accounts.
  | 'operator_bootstrap'
  | 'operator_login'
  | 'operator_login_failed'
  | 'operator_logout'
  | 'operator_enrol'
  | 'operator_password'
  | 'operator_create'
  | 'operator_update'
  // Four-eyes: a money action asked for, and its decision by another operator.
  | 'approval_request'
  | 'approval_decision'
  // Withdrawal review: an operator lets a payout go, or refuses the withdrawal.
  | 'withdrawal_release'
  | 'withdrawal_refuse'
  // Members page: an operator locks or unlocks a member, forces a password change, ends its
  // sessions, or adds a note.
  | 'member_lock'
  | 'member_force_password'
  | 'member_sessions_end'
  | 'member_note'
  // Content: a banner, announcement, notice or promotion switched on or off.
  | 'content_switch'
  // System settings: maintenance, region rules, whitelabel modules, register fields.
  | 'system_maintenance'
  | 'system_region_rule'
  | 'system_module'
  | 'system_register_field'
  // A brand's JSON setting replaced (VIP, rebate, missions, referral, points, contracts, agent
  // centre): the key, before and after.
  | 'setting_change'
  // A job run asked for by an operator (VIP, referral, points, contracts): which, and asOf.
  | 'job_run'
  // Lottery: a game's terms replaced, a period cancelled and refunded (by an operator, or by the
  // engine when a result is overdue), a result entered, and its approval or rejection by a
  // second operator.
  | 'lottery_terms'
  | 'lottery_period_cancel'
  | 'lottery_result_entry'
  | 'lottery_result'
  // Rewards: an operator bonus granted or cancelled, a member's VIP level set by hand, a points
  // mall reward created or changed.
  | 'bonus_grant'
  | 'bonus_cancel'
  | 'vip_level_set'
  | 'points_reward_save'
  // Content: a banner, announcement, notice or promotion created or edited; an activity
  // application reviewed; a platform message sent.
  | 'content_save'
  | 'application_review'
  | 'message_send'
  // Brands: a brand created or its configuration changed, its payload key pair rotated.
  | 'brand_create'
  | 'brand_update'
  | 'brand_key_rotate'
  // The wallet: the brand's wallet mode switched.
  | 'wallet_mode'
  // The catalogue: a vendor or a single game switched off or on for the brand, a game marked
  // hot or not hot for it.
  | 'catalogue_vendor'
  | 'catalogue_game'
  | 'catalogue_hot'
  // Live chat: a message deleted, a member muted, banned or let back, a host's status set.
  | 'live_moderation'
  | 'live_host_status'
  | 'live_host_edit'
  // Responsible gaming: a member's limit change, cool-off or self-exclusion, and an operator's
  // early lift of one (asked, then decided by a second operator), and a payout an operator
  // created for an excluded member.
  | 'rg_limit'
  | 'rg_exclusion'
  | 'rg_lift_request'
  | 'rg_lift_decision'
  | 'rg_payout';

/** A value an audit row's detail may hold: what an operator changed, before and after. */
export type AuditValue =
  string | number | boolean | null | readonly AuditValue[] | { readonly [key: string]: AuditValue };

/** One audit row. `detail` must never hold a password, code or token. */
export interface AuditEntry {
  merchantId: number;
  memberId?: string | null;
  /** The operator who acted, for an operator's action. */
  operatorId?: string | null;
  action: AuditAction;
  ip: string | null;
  detail?: Record<string, AuditValue>;
}

/**
 * Appends to the audit log. The table refuses UPDATE and DELETE, and links each row into its
 * merchant's hash chain when the transaction commits (migration 0026; `audit-chain.ts` walks
 * it).
 */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query(
    `insert into audit_log (merchant_id, member_id, operator_id, action, ip, detail)
     values ($1, $2, $3, $4, $5, $6::text::jsonb)`,
    [
      entry.merchantId,
      entry.memberId ?? null,
      entry.operatorId ?? null,
      entry.action,
      entry.ip,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}
