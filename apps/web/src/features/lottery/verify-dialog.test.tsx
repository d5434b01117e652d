import { toHex, utf8 } from '@portal/contract/lottery/bytes';
import { deriveDraw } from '@portal/contract/lottery/draw';
import {
  inclusionProof,
  merkleRoot,
  type TicketRecord,
} from '@portal/contract/lottery/fingerprint';
import { buildSeedChain } from '@portal/contract/lottery/seed-chain';
import type { VerifyView } from '@portal/contract/lottery/wire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/request-body.ts';
import { boardAnswer, drawn, openLottery, page } from './lottery-fixture.ts';
import { runChecks } from './verify-checks.ts';

const gameCode = 'SSC_1M';
const periodNo = '20261123-0100';

async function proofOf(records: TicketRecord[], ticketId: string) {
  const proof = await inclusionProof(records, ticketId);
  return { ...proof, siblings: [...proof.siblings] };
}

/** A drawn period built with the contract's own functions: seed chain, draw, Merkle proofs. */
async function verifiedPeriod(): Promise<VerifyView> {
  const chain = await buildSeedChain(utf8('top seed of the test season, 32b'), 12);
  const index = 7;
  const seed = chain.seeds[index]!;
  const result = await deriveDraw({ serverSeed: seed, gameCode, periodId: periodNo, shape: 'SSC' });
  const records: TicketRecord[] = ['11', '12', '13'].map((ticketId, i) => ({
    ticketId,
    memberId: i === 1 ? '1001' : '2002',
    playCode: 'SSC_5STAR_DIRECT',
    selection: { positions: [[i], [1], [2], [3], [4]] },
    stake: 200n,
    placedAt: 1_790_000_000_000 + i,
  }));
  const fingerprint = await merkleRoot(records);
  const mine = records[1]!;
  return {
    gameCode,
    periodNo,
    shape: 'SSC',
    status: 'SETTLED',
    seed: toHex(seed),
    seedCommitment: toHex(chain.seeds[index - 1]!),
    chainIndex: index,
    anchor: toHex(chain.anchor),
    message: `${gameCode}|${periodNo}`,
    result,
    fingerprint,
    ticketCount: records.length,
    ticketsMatch: true,
    mine: [
      {
        record: { ...mine, stake: mine.stake.toString() },
        proof: await proofOf(records, mine.ticketId),
      },
    ],
  };
}

async function openVerifier(view: VerifyView) {
  const now = Date.now();
  await openLottery(`/lottery?gameCode=${gameCode}`, {
    '/lgw/numeros/near': () => ok(boardAnswer(now)),
    '/lotto/lgw/games/opened/numero': () =>
      ok(page([drawn(periodNo, view.result, now), drawn('20261123-0099', [9, 9, 1, 0, 2], now)])),
    '/lotto/lgw/bets': () => ok(page([])),
    '/lgw/draw/verify': (request) => {
      const params = new URL(request.url).searchParams;
      expect(params.get('gameCode')).toBe(gameCode);
      expect(params.get('periodNo')).toBe(periodNo);
      return ok(view);
    },
  });
  const results = await screen.findByRole('region', { name: 'Resultados' });
  await userEvent.click(
    await within(results).findByRole('button', { name: `Verificar o sorteio ${periodNo}` }),
  );
  return screen.findByRole('dialog', { name: `Verificar o sorteio ${periodNo}` });
}

describe('draw verifier', () => {
  it('recomputes a correct period in the browser and says it is verified', async () => {
    const view = await verifiedPeriod();
    const dialog = await openVerifier(view);
    expect(await within(dialog).findByText('Verificado')).toBeTruthy();
    const checks = within(dialog).getByRole('list', { name: 'Verificações' });
    expect(within(checks).getAllByRole('listitem')).toHaveLength(6);
    expect(within(checks).getByText('As suas apostas (1) estão na impressão digital')).toBeTruthy();
    expect(within(dialog).getByText(view.seed)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copiar Semente revelada' })).toBeTruthy();
    expect(within(dialog).getByText(new RegExp(`hexkey:${view.seed}`, 'u'))).toBeTruthy();
  });

  it('says not verified, and which check failed, when the result was altered', async () => {
    const view = await verifiedPeriod();
    const altered = { ...view, result: view.result.map((n, i) => (i === 0 ? (n + 1) % 10 : n)) };
    const dialog = await openVerifier(altered);
    expect(await within(dialog).findByText('Não verificado')).toBeTruthy();
    expect(
      within(dialog).getByText('Falhou: O HMAC-SHA256 da semente dá o resultado publicado.'),
    ).toBeTruthy();
  });

  it('fails each check on its own tampering', async () => {
    const view = await verifiedPeriod();
    expect(await runChecks(view)).toMatchObject({
      commitment: true,
      anchor: true,
      message: true,
      result: true,
      tickets: { count: 1, ok: true },
      ticketsMatch: true,
    });
    const other = '0'.repeat(64);
    expect((await runChecks({ ...view, seedCommitment: other })).commitment).toBe(false);
    expect((await runChecks({ ...view, chainIndex: view.chainIndex + 1 })).anchor).toBe(false);
    expect((await runChecks({ ...view, message: `${gameCode}|20261123-0001` })).result).toBe(false);
    expect((await runChecks({ ...view, fingerprint: other })).tickets.ok).toBe(false);
    expect((await runChecks({ ...view, ticketsMatch: false })).ticketsMatch).toBe(false);
  });
});
