import type { OperatorView } from '@portal/contract/ops';
import type { OpsRole } from '@portal/contract/ops/roles';
import type { Queryable } from '../../../db/db.ts';

/** An operator row as the operator module reads it. */
export interface OperatorRow {
  id: bigint;
  merchant_id: number | null;
  merchant_code: string | null;
  username: string;
  password_hash: string;
  role: OpsRole;
  totp_secret: string | null;
  totp_offered: string | null;
  totp_key_id: string | null;
  totp_last_step: bigint;
  locked: boolean;
  created_at: Date;
  last_login_at: Date | null;
}

const columns = `o.id, o.merchant_id, m.code as merchant_code, o.username, o.password_hash, o.role,
  o.totp_secret, o.totp_offered, o.totp_key_id, o.totp_last_step, o.locked, o.created_at,
  o.last_login_at`;

/** The operator of `username` (already lower case), or null. */
export async function operatorByUsername(
  q: Queryable,
  username: string,
): Promise<OperatorRow | null> {
  const [row] = await q.query<OperatorRow>(
    `select ${columns} from operator o left join merchant m on m.id = o.merchant_id
     where o.username = $1`,
    [username],
  );
  return row ?? null;
}

/** The operator of `id`, locked for update when `forUpdate`, or null. */
export async function operatorById(
  q: Queryable,
  id: string,
  forUpdate = false,
): Promise<OperatorRow | null> {
  if (!/^[0-9]{1,18}$/u.test(id)) return null;
  const [row] = await q.query<OperatorRow>(
    `select ${columns} from operator o left join merchant m on m.id = o.merchant_id
     where o.id = $1${forUpdate ? ' for update of o' : ''}`,
    [id],
  );
  return row ?? null;
}

/** Operators a caller of `merchantId` sees: its merchant's, and the platform's for platform ones. */
export async function operatorsOf(q: Queryable, merchantId: number, platform: boolean) {
  return q.query<OperatorRow>(
    `select ${columns} from operator o left join merchant m on m.id = o.merchant_id
     where o.merchant_id = $1 or ($2 and o.merchant_id is null)
     order by o.merchant_id nulls first, o.username`,
    [merchantId, platform],
  );
}

/** The console's view of an operator. */
export function operatorView(row: OperatorRow): OperatorView {
  return {
    id: String(row.id),
    username: row.username,
    role: row.role,
    merchant: row.merchant_code,
    locked: row.locked,
    secondFactor: row.totp_secret !== null,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
