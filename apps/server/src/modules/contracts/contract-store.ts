import {
  contractTerms,
  type ContractKind,
  type ContractTerms,
} from '@portal/contract/contracts/terms';
import type { ContractState, ContractView } from '@portal/contract/contracts/views';
import { moduleIds, type ModuleId } from '@portal/contract/whitelabel';
import type { Queryable } from '../../db/db.ts';

/** The whitelabel switch of each contract kind (spec section 6: bonus, salary, hourly, real-time). */
export const kindModule: Record<ContractKind, ModuleId> = {
  dividend: moduleIds.bonus,
  dailySalary: moduleIds.salary,
  hourSalary: moduleIds.hourSalary,
  realtimeSalary: moduleIds.realtimeSalary,
};

/** One `agent_contract` row with the two sides' account names. */
export interface ContractRow {
  id: string;
  merchant_id: number;
  kind: ContractKind;
  upline_id: string | null;
  downline_id: string;
  upline_account: string | null;
  downline_account: string;
  state: ContractState;
  terms: unknown;
  replaces_id: string | null;
  offered_at: Date;
  active_from: Date | null;
  ends_at: Date | null;
  ended_at: Date | null;
  end_reason: ContractView['endReason'];
  termination_requested_by: 'upline' | 'downline' | null;
  billed_until: Date | null;
}

/** The select list of `ContractRow`, over `agent_contract c` joined to both members. */
export const contractSelect = `
  select c.id::text as id, c.merchant_id, c.kind, c.upline_id::text as upline_id,
    c.downline_id::text as downline_id, u.account as upline_account, d.account as downline_account,
    c.state, c.terms, c.replaces_id::text as replaces_id, c.offered_at, c.active_from, c.ends_at,
    c.ended_at, c.end_reason, c.termination_requested_by, c.billed_until
  from agent_contract c
  join member d on d.id = c.downline_id
  left join member u on u.id = c.upline_id`;

/** Stored terms, parsed with the contract's schema (they were checked by it when offered). */
export function termsOf(row: Pick<ContractRow, 'terms'>): ContractTerms {
  return contractTerms.parse(row.terms);
}

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** A row as the wire's contract view. */
export function contractViewOf(row: ContractRow): ContractView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    upline: row.upline_account,
    downline: row.downline_account,
    terms: termsOf(row),
    offeredAt: new Date(row.offered_at).toISOString(),
    activeFrom: iso(row.active_from),
    endsAt: iso(row.ends_at),
    endedAt: iso(row.ended_at),
    endReason: row.end_reason,
    terminationRequestedBy: row.termination_requested_by,
    replaces: row.replaces_id,
  };
}

/** One contract of a merchant by id, optionally locked for update; null when missing. */
export async function contractById(
  q: Queryable,
  merchantId: number,
  id: string,
  lock = false,
): Promise<ContractRow | null> {
  const [row] = await q.query<ContractRow>(
    `${contractSelect} where c.merchant_id = $1 and c.id = $2${lock ? ' for update of c' : ''}`,
    [merchantId, id],
  );
  return row ?? null;
}

/** The downline's earning contract of a kind (active or ending), or null. */
export async function earningContract(
  q: Queryable,
  merchantId: number,
  downlineId: string,
  kind: ContractKind,
): Promise<ContractRow | null> {
  const [row] = await q.query<ContractRow>(
    `${contractSelect} where c.merchant_id = $1 and c.downline_id = $2 and c.kind = $3
       and c.state in ('active', 'terminationRequested')`,
    [merchantId, downlineId, kind],
  );
  return row ?? null;
}
