import { createHash } from 'node:crypto';
import { prng } from '@portal/contract/prng';
import type { Tx } from '../../db/db.ts';
import { seededDemoMerchant } from '../../seed/seed-merchant.ts';
import type { Seeder } from '../../seed/seeders.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';
import { applyCall } from '../seamless/seamless-wallet.ts';
import { seedHash } from './fair.ts';
import { payoutOf, playRound, type SoloGameCode } from './games.ts';

/** Regular players of the demo brand whose past rounds fill the winner board. */
const players = [
  'lucas_m88',
  'anasousa21',
  'rafa2024',
  'joaopedro7',
  'bia_lucky',
  'marcos_rj',
  'carolf33',
  'tiago_gp',
  'duda_vip',
  'renato99',
] as const;
/** How many rounds each player played: some more than others. */
const rounds = { fewest: 18, most: 42 };
/** Stakes in minor units: what regulars of a small brand bet. */
const stakes = [100n, 200n, 500n, 1000n, 2000n] as const;

/**
 * The demo brand's history: ten players who played the in-house slot and dice, every round on
 * provably fair seeds of their own and booked through the seamless wallet's own booking (bet,
 * then win), so the winner board and the bet records show real settled rounds from the start.
 * The seeds, the number of rounds and the stakes derive from the account names: a reset brings
 * back the same history, and the players' totals differ, as a leaderboard's do.
 */
export const winnerHistorySeeder: Seeder = {
  name: 'winner-history',
  async run(tx: Tx, context) {
    const merchant = await seededDemoMerchant(tx, context);
    const merchantId = merchant.id;
    for (const account of players) {
      const [member] = await tx.query<{ id: string }>(
        `insert into member (merchant_id, account, type, language) values ($1, $2, 0, 'PT')
         returning id::text as id`,
        [merchantId, account],
      );
      const memberId = member!.id;
      const opening = merchant.money.parse('500.00');
      await postTransfer(tx, {
        merchantId,
        kind: 'seed',
        idempotencyKey: `seed:${account}`,
        entries: [
          {
            accountId: await memberAccount(tx, {
              merchantId,
              memberId,
              currency: merchant.currency,
            }),
            amount: opening,
          },
          {
            accountId: await houseAccount(tx, {
              merchantId,
              name: 'seed',
              currency: merchant.currency,
            }),
            amount: -opening,
          },
        ],
      });
      const serverSeed = createHash('sha256').update(`winner-history:${account}`).digest('hex');
      const fair = { serverSeedHash: seedHash(serverSeed), clientSeed: account };
      const random = prng(Number.parseInt(serverSeed.slice(0, 8), 16));
      const played = rounds.fewest + Math.floor(random() * (rounds.most - rounds.fewest + 1));
      for (let nonce = 0; nonce < played; nonce += 1) {
        const game: SoloGameCode = nonce % 3 === 2 ? 'PGE_DICE' : 'PGE_SLOT';
        const stake = stakes[Math.floor(random() * stakes.length)]!;
        const outcome = playRound(
          game,
          { serverSeed, clientSeed: account, nonce },
          { target: 10 + ((nonce * 13) % 80), over: nonce % 2 === 0 },
        );
        const roundId = `${game}-seed-${account}-${nonce}`;
        const common = { vendor: 'PGE', merchant, memberId, roundId, gameCode: game };
        await applyCall(tx, {
          ...common,
          kind: 'bet',
          txnId: `${roundId}-bet`,
          amount: stake,
          fair: { ...fair, nonce },
        });
        await applyCall(tx, {
          ...common,
          kind: 'win',
          txnId: `${roundId}-win`,
          amount: payoutOf(stake, outcome.multiplierBp),
        });
      }
    }
  },
};
