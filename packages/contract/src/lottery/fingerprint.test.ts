import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeTicket,
  inclusionProof,
  merkleRoot,
  verifyInclusion,
  type TicketRecord,
} from './fingerprint.ts';

const ticket = (n: number, extra: Partial<TicketRecord> = {}): TicketRecord => ({
  ticketId: `T${String(n).padStart(6, '0')}`,
  memberId: `m${n % 7}`,
  playCode: 'SSC_3STAR_BACK_DIRECT',
  selection: { positions: [[n % 10], [1, 2], [3]] },
  stake: BigInt(400 + n),
  placedAt: 1_735_689_600_000 + n,
  ...extra,
});
const tickets = (count: number) => Array.from({ length: count }, (_, i) => ticket(i));

describe('the ticket-set fingerprint', () => {
  it('encodes a ticket canonically', () => {
    const a = encodeTicket(ticket(1, { selection: { b: 1, a: [2] } }));
    const b = encodeTicket(ticket(1, { selection: { a: [2], b: 1 } }));
    expect(new TextDecoder().decode(a)).toBe(
      '["T000001","m1","SSC_3STAR_BACK_DIRECT",{"a":[2],"b":1},"401",1735689600001]',
    );
    expect(b).toEqual(a);
    expect(() => encodeTicket(ticket(1, { placedAt: 1.5 }))).toThrow(RangeError);
  });

  it('pins the root of a small period and of an empty one (checked in Python)', async () => {
    expect(await merkleRoot([])).toBe(
      '4322fd2bc0a137d1375b37b3b2e2b4715b3d3dd7ca9682438d4fea0f8437fad3',
    );
    const root = await merkleRoot(tickets(5));
    expect(root).toBe('5084852d64140d25a9d723ffa50957d3687cd3a497c47bc81a3b6b477b9b19fd');
    expect(await merkleRoot([...tickets(5)].reverse())).toBe(root); // order is canonical
  });

  it('changes the root when a ticket is added, removed or altered', async () => {
    const base = tickets(9);
    const root = await merkleRoot(base);
    expect(await merkleRoot([...base, ticket(9)])).not.toBe(root);
    expect(await merkleRoot(base.slice(1))).not.toBe(root);
    expect(
      await merkleRoot(base.map((t, i) => (i === 4 ? { ...t, stake: t.stake + 1n } : t))),
    ).not.toBe(root);
    expect(
      await merkleRoot(base.map((t, i) => (i === 8 ? { ...t, placedAt: t.placedAt + 1 } : t))),
    ).not.toBe(root);
    // An odd last node is carried up, never paired with itself: 8 + a copy of the 8th differs.
    expect(await merkleRoot(tickets(8))).not.toBe(
      await merkleRoot([...tickets(8), { ...ticket(7), ticketId: 'T999999' }]),
    );
    await expect(merkleRoot([ticket(1), ticket(1)])).rejects.toThrow(RangeError);
  });

  it('proves inclusion of every ticket, for any period size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), fc.nat(), async (count, pick) => {
        const set = tickets(count);
        const root = await merkleRoot(set);
        const chosen = set[pick % count] as TicketRecord;
        const proof = await inclusionProof(set, chosen.ticketId);
        expect(await verifyInclusion(chosen, proof, root)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a tampered proof, ticket, place or root', async () => {
    const set = tickets(13);
    const root = await merkleRoot(set);
    const chosen = set[6] as TicketRecord;
    const proof = await inclusionProof(set, chosen.ticketId);
    const flip = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`;
    expect(await verifyInclusion({ ...chosen, stake: chosen.stake * 10n }, proof, root)).toBe(
      false,
    );
    expect(await verifyInclusion(chosen, { ...proof, index: 7 }, root)).toBe(false);
    expect(await verifyInclusion(chosen, { ...proof, leafCount: 12 }, root)).toBe(false);
    expect(
      await verifyInclusion(
        chosen,
        { ...proof, siblings: [flip(proof.siblings[0] ?? ''), ...proof.siblings.slice(1)] },
        root,
      ),
    ).toBe(false);
    expect(
      await verifyInclusion(
        chosen,
        { ...proof, siblings: [...proof.siblings, proof.siblings[0] ?? ''] },
        root,
      ),
    ).toBe(false);
    expect(
      await verifyInclusion(chosen, { ...proof, siblings: proof.siblings.slice(1) }, root),
    ).toBe(false);
    expect(await verifyInclusion(chosen, proof, flip(root))).toBe(false);
    await expect(inclusionProof(set, 'T404')).rejects.toThrow(RangeError);
  });
});
