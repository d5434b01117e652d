import { liveEndpoints } from '@portal/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.ts';
import { expectOk } from '../../testing/expect-ok.ts';
import { walletKit, type WalletKit } from '../../testing/wallet-kit.ts';

/**
 * A host's room carries the catalogue card of the game the host presents, in the caller's
 * language; a game the brand switched off, or a code the catalogue lacks, gives no card.
 */
const { modelList, launch } = liveEndpoints;

describe('the game a host presents', () => {
  let kit: WalletKit;
  let sofia = '';

  beforeAll(async () => {
    kit = await walletKit();
    sofia = expectOk(await call(kit.t, modelList), modelList).list.find(
      (h) => h.name === 'Sofia',
    )!.id;
  });
  afterAll(async () => kit.t.close());

  const gameOf = async (language = 'EN') =>
    expectOk(await call(kit.t, launch, { modelId: sofia }, { language }), launch).game;

  it('is the catalogue card, named in the language of the page', async () => {
    const en = await gameOf('EN');
    expect(en).toMatchObject({ gameCode: 'LOTUS_LIVE_0033', gameType: 'LIVE', isGame: 'GAME' });
    expect(en!.gameClassify).toBe('ROULETTE');
    const pt = await gameOf('PT');
    expect(pt!.gameName).not.toBe(en!.gameName);
    expect(pt!.iconUrl).toMatch(/\/play\/art\/pt\/LOTUS_LIVE_0033\.svg$/u);
  });

  it('is absent when the brand switched the game off or the code is unknown', async () => {
    const [game] = await kit.t.db.query<{ id: string }>(
      "select id::text as id from game where game_code = 'LOTUS_LIVE_0033'",
    );
    const [merchant] = await kit.t.db.query<{ merchant_id: number }>(
      'select merchant_id from live_host where id = $1',
      [sofia],
    );
    await kit.t.db.query('insert into merchant_game_off (merchant_id, game_id) values ($1, $2)', [
      merchant!.merchant_id,
      game!.id,
    ]);
    expect(await gameOf()).toBeNull();
    await kit.t.db.query('delete from merchant_game_off where merchant_id = $1 and game_id = $2', [
      merchant!.merchant_id,
      game!.id,
    ]);
    expect(await gameOf()).not.toBeNull();

    await kit.t.db.query("update live_host set game_code = 'NO_SUCH_GAME' where id = $1", [sofia]);
    expect(await gameOf()).toBeNull();
  });
});
