import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Platform } from '../../platform.ts';
import { readPlayToken } from '../launch/play-token.ts';
import { maxCrash } from './crash-chain.ts';
import { cashOut, CrashRefused, placeBet, type WalletCall } from './crash-bets.ts';
import type { CrashView } from '@portal/contract/pge-crash';
import { crashStep, viewOf } from './crash-engine.ts';
import { latestRound, merchantsWithUnsettled, phaseOf } from './crash-rounds.ts';
import { claimsOf, stakeOf, walletCall } from './game-server.ts';

/** How often a node with watchers steps the engine and pushes the round to them. */
const tickMs = 250;

const betInput = z.object({
  stake: z.string().regex(/^\d{1,12}(?:\.\d{1,8})?$/u),
  autoCashout: z.number().int().min(101).max(maxCrash).nullable().default(null),
});

interface Watcher {
  socket: WebSocket;
  memberId: string | null;
}

/**
 * The node's watchers of each brand's round. While a brand has watchers, the node steps its
 * engine every `tickMs` and sends each watcher the round with its own bet; the sockets carry
 * nothing from the page (bets and cash-outs are HTTP calls with the play token).
 */
class CrashHub {
  private readonly watchers = new Map<number, Set<Watcher>>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly busy = new Set<number>();

  constructor(
    private readonly tick: (merchantId: number) => Promise<CrashViewForAll | null>,
    private readonly onError: (err: unknown) => void,
  ) {}

  add(merchantId: number, watcher: Watcher): void {
    let group = this.watchers.get(merchantId);
    if (!group) {
      group = new Set();
      this.watchers.set(merchantId, group);
      const timer = setInterval(() => void this.run(merchantId), tickMs);
      timer.unref();
      this.timers.set(merchantId, timer);
    }
    group.add(watcher);
    watcher.socket.once('close', () => this.remove(merchantId, watcher));
    void this.run(merchantId);
  }

  closeAll(): void {
    for (const group of this.watchers.values())
      for (const w of group) w.socket.close(1001, 'server shutdown');
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
    this.watchers.clear();
  }

  private remove(merchantId: number, watcher: Watcher): void {
    const group = this.watchers.get(merchantId);
    group?.delete(watcher);
    if (group && group.size === 0) {
      this.watchers.delete(merchantId);
      clearInterval(this.timers.get(merchantId));
      this.timers.delete(merchantId);
    }
  }

  private async run(merchantId: number): Promise<void> {
    // A slow database must not pile ticks up: skip while the previous one runs.
    if (this.busy.has(merchantId)) return;
    this.busy.add(merchantId);
    try {
      const all = await this.tick(merchantId);
      const group = this.watchers.get(merchantId);
      if (!all || !group) return;
      for (const w of group) {
        if (w.socket.readyState !== w.socket.OPEN) continue;
        const value: CrashView = {
          ...all.view,
          mine: (w.memberId && all.mine.get(w.memberId)) || null,
        };
        w.socket.send(JSON.stringify({ type: 'round', value }));
      }
    } catch (err) {
      this.onError(err);
    } finally {
      this.busy.delete(merchantId);
    }
  }
}

type CrashViewForAll = Awaited<ReturnType<typeof viewOf>>;

/**
 * The shared crash round's API: `GET /play/pge/api/crash/round`, `POST .../bet`,
 * `POST .../cashout` (the page's play token in `X-Play-Token`, like the other games), the
 * live round at `/play/pge/crash/ws?t=<play token>`, and the engine step in the retry job so
 * rounds nobody watches still settle.
 */
export function registerCrashRoutes(app: FastifyInstance, platform: Platform): void {
  const settings = platform.config.pgeCrash;
  const wallet: WalletCall = (kind, body) => walletCall(app, platform, kind, body);
  const now = () => platform.clock.now();

  const merchantFor = async (headers: Parameters<typeof claimsOf>[1]) => {
    const claims = claimsOf(platform, headers);
    if (!claims || claims.v !== 'PGE' || claims.g !== 'PGE_CRASH') return null;
    const merchant = await platform.directory.byId(claims.m);
    return merchant ? { claims, merchant } : null;
  };

  const tick = async (merchantId: number) => {
    const merchant = await platform.directory.byId(merchantId);
    if (!merchant) return null;
    const at = now();
    const round = await crashStep(platform.db, wallet, merchant, settings, at);
    return viewOf(platform.db, merchant, round, at);
  };
  const hub = new CrashHub(tick, (err) => app.log.error({ err }, 'crash tick failed'));
  app.addHook('onClose', async () => hub.closeAll());

  const refused = (err: unknown) => {
    if (err instanceof CrashRefused)
      return { status: 409, body: { success: false, code: err.code } };
    throw err;
  };

  app.get('/play/pge/api/crash/round', async (request, reply) => {
    const found = await merchantFor(request.headers);
    if (!found) return reply.code(401).send({ success: false, code: 'play_token_invalid' });
    reply.header('cache-control', 'no-store');
    const all = await tick(found.merchant.id);
    if (!all) return reply.code(401).send({ success: false, code: 'play_token_invalid' });
    const memberId = found.claims.u;
    return {
      success: true,
      value: { ...all.view, mine: (memberId && all.mine.get(memberId)) || null },
    };
  });

  app.post('/play/pge/api/crash/bet', async (request, reply) => {
    const found = await merchantFor(request.headers);
    if (!found?.claims.u)
      return reply.code(401).send({ success: false, code: 'play_token_invalid' });
    const { merchant, claims } = found;
    const parsed = betInput.safeParse(request.body ?? {});
    const stake = parsed.success ? stakeOf(merchant, parsed.data.stake) : null;
    if (!parsed.success || stake === null)
      return reply.code(400).send({ success: false, code: 'invalid_input' });
    const [member] = await platform.db.query<{ account: string }>(
      'select account from member where merchant_id = $1 and id = $2',
      [merchant.id, claims.u],
    );
    if (!member) return reply.code(401).send({ success: false, code: 'play_token_invalid' });
    try {
      const placed = await placeBet(
        platform.db,
        wallet,
        merchant,
        settings,
        {
          memberId: claims.u!,
          account: member.account,
          stake,
          autoCashout: parsed.data.autoCashout,
        },
        now(),
      );
      if (placed.refusal) return reply.code(placed.refusal.status).send(placed.refusal.body);
      return { success: true, value: { roundNo: placed.round.roundNo, balance: placed.balance } };
    } catch (err) {
      const r = refused(err);
      return reply.code(r.status).send(r.body);
    }
  });

  app.post('/play/pge/api/crash/cashout', async (request, reply) => {
    const found = await merchantFor(request.headers);
    if (!found?.claims.u)
      return reply.code(401).send({ success: false, code: 'play_token_invalid' });
    const { merchant, claims } = found;
    const at = now();
    const round = await latestRound(platform.db, merchant.id);
    if (!round || phaseOf(round, at) !== 'running')
      return reply.code(409).send({ success: false, code: 'crash_not_running' });
    try {
      const done = await cashOut(platform.db, wallet, merchant, round, claims.u!, at);
      return {
        success: true,
        value: {
          roundNo: round.roundNo,
          cashout: done.cashout,
          payout: merchant.money.format(done.payout),
          balance: done.balance,
        },
      };
    } catch (err) {
      const r = refused(err);
      return reply.code(r.status).send(r.body);
    }
  });

  app.route({
    method: 'GET',
    url: '/play/pge/crash/ws',
    handler: async (_request, reply) => reply.code(404).send({ success: false, code: 'not_found' }),
    wsHandler: async (socket, request) => {
      const token = (request.query as Record<string, unknown>).t;
      const claims =
        typeof token === 'string'
          ? readPlayToken(platform.config.playTokenSecret, token, now())
          : null;
      const merchant = claims?.v === 'PGE' && (await platform.directory.byId(claims.m));
      if (!claims || !merchant || (claims.g !== 'PGE_CRASH' && claims.g !== '')) {
        socket.close(4401, 'play token invalid');
        return;
      }
      hub.add(merchant.id, { socket, memberId: claims.u });
    },
  });
}

/** Steps the engine of every brand with crashed rounds left to settle (the retry job). */
export async function settleCrashedRounds(app: FastifyInstance, platform: Platform): Promise<void> {
  const wallet: WalletCall = (kind, body) => walletCall(app, platform, kind, body);
  const at = platform.clock.now();
  for (const merchantId of await merchantsWithUnsettled(platform.db, at)) {
    const merchant = await platform.directory.byId(merchantId);
    if (merchant) await crashStep(platform.db, wallet, merchant, platform.config.pgeCrash, at);
  }
}
