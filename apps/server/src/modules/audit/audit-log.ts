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
  | 'points_redeem_decision';

/** One audit row. `detail` must never hold a password, code or token. */
export interface AuditEntry {
  merchantId: number;
  memberId?: string | null;
  action: AuditAction;
  ip: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** Appends to the audit log (the table refuses UPDATE and DELETE). */
export async function recordAudit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query(
    'insert into audit_log (merchant_id, member_id, action, ip, detail) values ($1, $2, $3, $4, $5::text::jsonb)',
    [
      entry.merchantId,
      entry.memberId ?? null,
      entry.action,
      entry.ip,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}
