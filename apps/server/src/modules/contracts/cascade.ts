import {
  withinUpline,
  type ContractKind,
  type ContractTerms,
} from '@portal/contract/contracts/terms';
import type { Tx } from '../../db/db.ts';
import { contractSelect, termsOf, type ContractRow } from './contract-store.ts';

/** A contract the cascade ended, for the audit and the notices after commit. */
export interface EndedContract {
  row: ContractRow;
  reason: 'uplineRateReduced' | 'uplineEnded';
}

/** Ends one contract now (an open offer as well as an earning contract). */
export async function endContract(
  tx: Tx,
  id: string,
  reason: NonNullable<ContractRow['end_reason']>,
  at: Date,
  state: 'ended' | 'rejected' | 'expired' = 'ended',
): Promise<void> {
  await tx.query(
    `update agent_contract set state = $2, end_reason = $3, ended_at = $4, ends_at = null
     where id = $1 and state in ('offered', 'active', 'terminationRequested')`,
    [id, state, reason, at],
  );
}

/** Contracts of a kind an agent gives (open offers, active and ending ones), locked. */
async function givenOpen(tx: Tx, agentId: string, kind: ContractKind): Promise<ContractRow[]> {
  return tx.query<ContractRow>(
    `${contractSelect} where c.upline_id = $1 and c.kind = $2
       and c.state in ('offered', 'active', 'terminationRequested')
     order by c.id for update of c`,
    [agentId, kind],
  );
}

/**
 * The lower-rate rule down the tree (reference section 7, invariant 4): when an agent's own
 * terms of a kind change to `terms` (null: it no longer holds a contract of the kind), every
 * contract it gives that would now pay more than it earns ends, and so, level by level, does
 * every contract below a contract that ended. Only violators end: a downline contract within the
 * new terms stays. Runs inside the caller's transaction; answers what it ended.
 */
export async function cascadeFrom(
  tx: Tx,
  agentId: string,
  kind: ContractKind,
  terms: ContractTerms | null,
  at: Date,
): Promise<EndedContract[]> {
  const ended: EndedContract[] = [];
  // Breadth first: each entry is an agent whose own terms changed (or went).
  const queue: Array<{ agentId: string; terms: ContractTerms | null }> = [{ agentId, terms }];
  while (queue.length > 0) {
    const next = queue.shift()!;
    for (const row of await givenOpen(tx, next.agentId, kind)) {
      if (next.terms !== null && withinUpline(termsOf(row), next.terms)) continue;
      const reason = next.terms === null ? 'uplineEnded' : 'uplineRateReduced';
      await endContract(tx, row.id, reason, at);
      ended.push({ row, reason });
      // An offer that ends leaves its downline's own contract as it was.
      if (row.state !== 'offered') queue.push({ agentId: row.downline_id, terms: null });
    }
  }
  return ended;
}
