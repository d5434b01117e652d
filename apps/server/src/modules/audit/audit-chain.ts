import type { AuditVerifyOutput } from '@portal/contract/ops';
import type { Queryable } from '../../db/db.ts';

const batch = 1000;

/** The last row walked. */
interface Link {
  seq: bigint;
  hash: string;
  id: bigint;
}

interface LinkRow {
  id: bigint;
  chain_seq: bigint;
  prev_hash: string;
  row_hash: string;
  computed: string;
}

/**
 * Walks a merchant's audit hash chain (migration 0026) oldest first and names the first row
 * that breaks it: content that no longer hashes to the stored hash (an edited row), a link that
 * is not the hash of the row before (a removed or inserted row), a gap in the numbering, a last
 * row that is not the chain's recorded head (removed newest rows), or a row written after the
 * chain began that carries no link at all.
 */
export async function verifyAuditChain(
  q: Queryable,
  merchantId: number,
): Promise<AuditVerifyOutput> {
  let checked = 0;
  let previous: Link | null = null;
  for (;;) {
    const rows: LinkRow[] = await q.query<LinkRow>(
      `select id, chain_seq, prev_hash, row_hash, audit_row_hash(prev_hash, chain_seq, a) as computed
       from audit_log a where merchant_id = $1 and chain_seq > $2
       order by chain_seq limit ${batch}`,
      [merchantId, previous?.seq ?? 0n],
    );
    for (const row of rows) {
      const expectedSeq: bigint = (previous?.seq ?? 0n) + 1n;
      const expectedPrev: string = previous?.hash ?? '';
      if (
        row.chain_seq !== expectedSeq ||
        row.prev_hash !== expectedPrev ||
        row.computed !== row.row_hash
      ) {
        return { checked, brokenAt: String(row.id) };
      }
      checked += 1;
      previous = { seq: row.chain_seq, hash: row.row_hash, id: row.id };
    }
    if (rows.length < batch) break;
  }
  const [head] = await q.query<{ last_seq: bigint; last_hash: string }>(
    'select last_seq, last_hash from audit_chain where merchant_id = $1',
    [merchantId],
  );
  if (
    head &&
    (head.last_seq !== (previous?.seq ?? 0n) || head.last_hash !== (previous?.hash ?? ''))
  ) {
    return { checked, brokenAt: previous ? String(previous.id) : '0' };
  }
  const [unlinked] = await q.query<{ id: bigint | null }>(
    `select min(id) as id from audit_log
     where merchant_id = $1 and chain_seq is null
       and id > (select min(id) from audit_log where merchant_id = $1 and chain_seq is not null)`,
    [merchantId],
  );
  if (unlinked?.id !== undefined && unlinked.id !== null)
    return { checked, brokenAt: String(unlinked.id) };
  return { checked, brokenAt: null };
}
