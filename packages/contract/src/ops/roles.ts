/**
 * Operator roles and what each may do. An operator belongs to one merchant (a brand's back
 * office) or to none (a platform operator, who may act on every merchant of the deployment).
 * Every operator call names one permission; the server refuses it (403 `forbidden`) to an
 * operator whose role lacks it, and refuses a merchant operator any merchant but its own.
 */

export const opsRoles = [
  'owner',
  'finance',
  'risk',
  'content',
  'support',
  'readonly',
  'host',
] as const;
export type OpsRole = (typeof opsRoles)[number];

export const opsPermissions = [
  /** Today's figures and the lists of pending work. */
  'dashboard.read',
  'members.read',
  /** Lock and unlock, force a password change, end sessions, notes. */
  'members.write',
  /** Ask for a manual balance adjustment (a second operator approves it). */
  'money.adjust',
  /** Approve or refuse another operator's four-eyes request. */
  'approvals.decide',
  'withdrawals.read',
  /** Approve, pay, refuse withdrawals and resolve disputes. */
  'withdrawals.decide',
  'deposits.read',
  /**
   * Bonus issues, activity applications, point redemptions, and the rules and job runs of VIP,
   * rebate, missions, referral and points.
   */
  'rewards.write',
  /** Lottery terms per game, period cancellation and result entry. */
  'lottery.write',
  /** The agent centre's settings and the house's agent contracts. */
  'agents.write',
  /** Banners, announcements, notices, promotions. */
  'content.write',
  /** Vendors and games on and off, hot flags. */
  'catalogue.write',
  /** Maintenance, region rules, whitelabel modules and flags, register rules. */
  'system.write',
  'feedback.read',
  'audit.read',
  /** Operator accounts and their roles. */
  'operators.manage',
  /**
   * A live host's own room: its status, its messages, and delete, mute and ban in it. The
   * room is the one an owner linked to the operator's account; others stay closed to it.
   */
  'live.host',
  /** Create and configure merchants: platform operators only. */
  'brands.manage',
] as const;
export type OpsPermission = (typeof opsPermissions)[number];

/** Permissions only a platform operator (no merchant) may hold, whatever its role. */
export const platformOnlyPermissions: readonly OpsPermission[] = ['brands.manage'];

const reads: readonly OpsPermission[] = opsPermissions.filter(
  (permission) => permission.endsWith('.read') && permission !== 'audit.read',
);

/** What each role may do (before the platform-only ones are taken from merchant operators). */
export const rolePermissions: Readonly<Record<OpsRole, readonly OpsPermission[]>> = {
  owner: opsPermissions,
  finance: [
    ...reads,
    'money.adjust',
    'approvals.decide',
    'withdrawals.decide',
    'rewards.write',
    'agents.write',
    'audit.read',
  ],
  risk: [
    ...reads,
    'members.write',
    'approvals.decide',
    'withdrawals.decide',
    'lottery.write',
    'audit.read',
  ],
  content: ['dashboard.read', 'feedback.read', 'content.write', 'catalogue.write'],
  support: [
    'dashboard.read',
    'members.read',
    'members.write',
    'withdrawals.read',
    'deposits.read',
    'feedback.read',
  ],
  readonly: [...reads, 'audit.read'],
  /** A live host (model): their own room and nothing else of the back office. */
  host: ['live.host'],
};

/** The permissions of an operator of `role`, platform-wide (`merchant` null) or of one merchant. */
export function permissionsOf(role: OpsRole, merchant: string | null): OpsPermission[] {
  return rolePermissions[role].filter(
    (permission) => merchant === null || !platformOnlyPermissions.includes(permission),
  );
}

/** Roles an operator may give: never one that holds a permission the giver lacks. */
export function grantableRoles(own: readonly OpsPermission[]): OpsRole[] {
  return opsRoles.filter((role) =>
    rolePermissions[role].every((p) => own.includes(p) || platformOnlyPermissions.includes(p)),
  );
}
