import { randomBytes } from 'node:crypto';
import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import type { LightMyRequestResponse } from 'fastify';
import { expectOk } from '../../testing/expect-ok.ts';
import { createMember, login, loginOk } from '../../testing/accounts.ts';
import { credit } from '../../testing/wallet-kit.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { seamlessCall } from '../seamless/seamless-wallet.ts';
import { lotteryKit, type LotteryKit } from '../lottery/lottery-test-kit.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The responsible-gaming test kit: the lottery kit (money kit on a manual clock) plus members
 * whose account and password are known, so a test can log in again after moving the clock, and
 * seamless-wallet bets as the in-house games place them.
 */
export interface RgKit extends LotteryKit {
  merchant: Merchant;
  /** A new member with a balance (decimal text), logged in. */
  player(balance?: string): Promise<Player>;
  /** Logs the player in again (a new token), or answers the refusal. */
  relogin(player: Player): Promise<LightMyRequestResponse>;
  setLimit(player: Player, kind: string, period: string, value: string | null): Promise<void>;
  /** One seamless bet (minor units) at the kit's clock; the refusal's code, or 'ok'. */
  spin(player: Player, amount: bigint, win?: bigint): Promise<string>;
}

export interface Player {
  id: string;
  token: string;
  account: string;
}

let rounds = 0;

export async function rgKit(): Promise<RgKit> {
  const kit = await lotteryKit();
  const merchant = (await kit.t.app.platform.directory.byCode('demo'))!;
  const password = 'secret99';
  const rgk: RgKit = {
    ...kit,
    merchant,
    async player(balance = '1000.00') {
      const account = `rg${randomBytes(4).toString('hex')}`;
      const id = await createMember(kit.t, { account, password });
      if (balance !== '0') await credit(kit.t, id, balance);
      const { token } = await loginOk(kit.t, account, password);
      return { id, token, account };
    },
    relogin: (player) => login(kit.t, player.account, password),
    async setLimit(player, kind, period, value) {
      expectOk(
        await kit.call(rg.setLimit, { kind, period, value }, { token: player.token }),
        rg.setLimit,
      );
    },
    async spin(player, amount, win) {
      rounds += 1;
      const base = {
        vendor: 'PGE',
        merchant,
        memberId: player.id,
        roundId: `rg-${process.pid}-${rounds}`,
        // At the kit's clock, which the server reads too: at the database's own time the bet
        // fell in another month than the statement's (and another day than a daily limit's)
        // whenever the moved clock had crossed a boundary the real one had not.
        at: new Date(kit.clock.now()),
      };
      try {
        await seamlessCall(kit.t.app.platform, {
          ...base,
          kind: 'bet',
          txnId: `rg-b-${process.pid}-${rounds}`,
          amount,
        });
        if (win !== undefined)
          await seamlessCall(kit.t.app.platform, {
            ...base,
            kind: 'win',
            txnId: `rg-w-${process.pid}-${rounds}`,
            amount: win,
          });
        return 'ok';
      } catch (err) {
        if (err instanceof AppError) return err.code;
        throw err;
      }
    },
  };
  return rgk;
}
