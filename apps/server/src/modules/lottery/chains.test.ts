import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/db.ts';
import { parseKeyring } from '../../merchant/key-sealing.ts';
import { chainById, commitmentsFrom, createChain, seedAt } from './chains.ts';

const keyring = parseKeyring(`k1:${randomBytes(32).toString('base64')}`);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** One `lottery_chain` table in memory, enough for the chain functions' statements. */
function chainTable() {
  const rows: Record<string, unknown>[] = [];
  const q: Queryable = {
    async query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      if (sql.startsWith('insert into lottery_chain')) {
        const [, , sealed, key, length, anchor] = params;
        const row = {
          id: BigInt(rows.length + 1),
          top_seed_sealed: sealed,
          top_seed_key: key,
          length,
          anchor,
          next_index: 0,
        };
        rows.push(row);
        return [{ id: row.id }] as T[];
      }
      return rows.filter((row) => row.id === BigInt(params[0] as string)) as T[];
    },
  };
  return { q, rows };
}

describe('seed chains', () => {
  it('give every seed and commitment of a naive walk down from the top', async () => {
    const { q } = chainTable();
    const spec = { merchantId: 1, gameCode: 'SSC_T', length: 300 };
    const chain = await createChain(q, keyring, spec);
    const naive: Buffer[] = [chain.top];
    for (let i = 1; i < spec.length; i += 1) naive.push(sha256(naive[i - 1]!));
    // naive[j] is the top hashed j times, S_{length-1-j}.
    expect(sha256(naive[spec.length - 1]!).toString('hex')).toBe(chain.anchor);
    for (const index of [0, 1, 63, 64, 65, 128, 235, 236, 299]) {
      expect(seedAt(chain, index).equals(naive[spec.length - 1 - index]!)).toBe(true);
    }
    const reopened = await chainById(q, keyring, { ...spec, id: chain.id });
    expect(commitmentsFrom(reopened, 60, 10)).toEqual(
      Array.from({ length: 10 }, (_, k) =>
        sha256(naive[spec.length - 1 - (60 + k)]!).toString('hex'),
      ),
    );
    expect(commitmentsFrom(reopened, 0, 1)).toEqual([chain.anchor]);
  });

  it('refuse a chain whose stored anchor was changed, also once opened before', async () => {
    const { q, rows } = chainTable();
    const spec = { merchantId: 2, gameCode: 'SSC_T', length: 100 };
    const chain = await createChain(q, keyring, spec);
    await chainById(q, keyring, { ...spec, id: chain.id });
    rows[0]!.anchor = 'f'.repeat(64);
    // The seal is bound to the anchor, so a changed anchor fails to open or to verify.
    await expect(chainById(q, keyring, { ...spec, id: chain.id })).rejects.toThrow();
  });
});
