import type { TestApp } from '../../../testing/test-app.ts';

/**
 * The agent reports recomputed the plain way, for the tests: rows read back from `member`,
 * `bet` and the ledger, the tree walked from `parent_agent_id` (not the closure table), days
 * told by `Intl` in the brand's zone, and every figure summed in JavaScript.
 */

interface MemberRow {
  id: string;
  account: string;
  type: number;
  parent: string | null;
  created_at: Date;
}

interface BetRow {
  member_id: string;
  stake: bigint;
  payout: bigint;
  status: string;
  created_at: Date;
  game_type: string;
}

interface EntryRow {
  member_id: string;
  txn_id: bigint;
  kind: string;
  amount: bigint;
  created_at: Date;
}

export interface Raw {
  timeZone: string;
  agentTypes: number[];
  members: MemberRow[];
  bets: BetRow[];
  /** Entries on members' main accounts. */
  entries: EntryRow[];
}

export interface Period {
  startDate: string;
  endDate: string;
}

/** Reads a brand's rows. */
export async function readRaw(t: TestApp, merchantCode: string): Promise<Raw> {
  const [m] = await t.db.query<{ id: number; tz: string }>(
    'select id, time_zone as tz from merchant where code = $1',
    [merchantCode],
  );
  const members = await t.db.query<MemberRow>(
    `select id::text as id, account, type::int as type, parent_agent_id::text as parent, created_at
     from member where merchant_id = $1`,
    [m!.id],
  );
  const bets = await t.db.query<BetRow>(
    `select b.member_id::text as member_id, b.stake, b.payout, b.status, b.created_at,
       g.game_type from bet b left join game g on g.id = b.game_id where b.merchant_id = $1`,
    [m!.id],
  );
  const entries = await t.db.query<EntryRow>(
    `select a.owner_member_id::text as member_id, t.id as txn_id, t.kind, e.amount, t.created_at
     from ledger_entry e join ledger_account a on a.id = e.account_id
     join ledger_txn t on t.id = e.txn_id
     where a.merchant_id = $1 and a.kind = 'main'`,
    [m!.id],
  );
  return {
    timeZone: m!.tz,
    agentTypes: t.config.agentTypes,
    members,
    bets: bets.map((b) => ({ ...b, game_type: b.game_type ?? 'OTHER' })),
    entries,
  };
}

/** Minor units as the wire writes them (scale 2). */
export function money(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const dayOf = (raw: Raw, at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: raw.timeZone }).format(at);

/** Whether an instant falls on a day of the period, in the brand's zone. */
export const inPeriod = (raw: Raw, p: Period, at: Date) => {
  const day = dayOf(raw, at);
  return day >= p.startDate && day <= p.endDate;
};

/** Every day of the period. */
function daysOf(p: Period): string[] {
  const days: string[] = [];
  for (let d = Date.parse(p.startDate); d <= Date.parse(p.endDate); d += 86_400_000) {
    days.push(new Date(d).toISOString().slice(0, 10));
  }
  return days;
}

/** An account's team: its descendants at every depth, by `parent_agent_id`. */
export function teamOf(raw: Raw, id: string): Set<string> {
  const team = new Set<string>();
  let level = [id];
  while (level.length > 0) {
    level = raw.members
      .filter((m) => m.parent !== null && level.includes(m.parent))
      .map((m) => m.id);
    for (const m of level) team.add(m);
  }
  return team;
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** The money figures and active members of some members, over the days that `when` keeps. */
function figures(raw: Raw, who: Set<string>, when: (at: Date) => boolean) {
  const bets = raw.bets.filter(
    (b) => who.has(b.member_id) && b.status === 'settled' && when(b.created_at),
  );
  const entries = raw.entries.filter((e) => who.has(e.member_id) && when(e.created_at));
  const of = (...kinds: string[]) =>
    sum(entries.filter((e) => kinds.includes(e.kind)).map((e) => e.amount));
  const validBets = sum(bets.map((b) => b.stake));
  const payout = sum(bets.map((b) => b.payout));
  return {
    activeMembers: new Set(bets.map((b) => b.member_id)).size,
    money: {
      deposits: money(of('deposit')),
      withdrawals: money(-of('withdrawal', 'withdrawal_refund')),
      validBets: money(validBets),
      payout: money(payout),
      bonuses: money(of('bonus', 'freeplay_credit', 'raffle_prize', 'lottery_rebate')),
      profit: money(payout - validBets),
    },
  };
}

/** The team overview of an agent. */
export function expectedOverview(raw: Raw, agentId: string, p: Period) {
  const team = teamOf(raw, agentId);
  const members = raw.members.filter((m) => team.has(m.id));
  const deposits = raw.entries
    .filter((e) => team.has(e.member_id) && e.kind === 'deposit')
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || Number(a.txn_id - b.txn_id));
  const firsts = [...team].flatMap((id) => {
    const first = deposits.find((e) => e.member_id === id);
    return first && inPeriod(raw, p, first.created_at) ? [first.amount] : [];
  });
  const total = figures(raw, team, (at) => inPeriod(raw, p, at));
  return {
    currency: 'BRL',
    team: {
      size: team.size,
      directSize: members.filter((m) => m.parent === agentId).length,
      agents: members.filter((m) => raw.agentTypes.includes(m.type)).length,
      newMembers: members.filter((m) => inPeriod(raw, p, m.created_at)).length,
      activeMembers: total.activeMembers,
      firstDeposits: firsts.length,
      firstDepositAmount: money(sum(firsts)),
      balance: money(sum(raw.entries.filter((e) => team.has(e.member_id)).map((e) => e.amount))),
    },
    totals: total.money,
    byDay: daysOf(p).map((date) => {
      const day = figures(raw, team, (at) => dayOf(raw, at) === date);
      return {
        date,
        newMembers: members.filter((m) => dayOf(raw, m.created_at) === date).length,
        activeMembers: day.activeMembers,
        ...day.money,
      };
    }),
  };
}

/** The whole profit and loss list of a viewed account (every page), and its totals. */
export function expectedProfitLoss(raw: Raw, viewedId: string, p: Period) {
  const when = (at: Date) => inPeriod(raw, p, at);
  const byId = new Map(raw.members.map((m) => [m.id, m]));
  const row = (id: string, scope: 'self' | 'team', who: Set<string>) => {
    const f = figures(raw, who, when);
    const m = byId.get(id)!;
    const isAgent = raw.agentTypes.includes(m.type);
    return { account: m.account, isAgent, scope, activeMembers: f.activeMembers, ...f.money };
  };
  const direct = raw.members
    .filter((m) => m.parent === viewedId)
    .sort((a, b) => (a.account.toLowerCase() < b.account.toLowerCase() ? -1 : 1));
  return {
    list: [
      row(viewedId, 'self', new Set([viewedId])),
      ...direct.map((d) => row(d.id, 'team', new Set([d.id, ...teamOf(raw, d.id)]))),
    ],
    totals: figures(raw, new Set([viewedId, ...teamOf(raw, viewedId)]), when).money,
  };
}

/** The revenue report of an agent. */
export function expectedRevenue(raw: Raw, agentId: string, p: Period) {
  const team = teamOf(raw, agentId);
  const bets = raw.bets.filter(
    (b) => team.has(b.member_id) && b.status === 'settled' && inPeriod(raw, p, b.created_at),
  );
  const totals = (rows: BetRow[]) => {
    const validBets = sum(rows.map((b) => b.stake));
    const payout = sum(rows.map((b) => b.payout));
    return {
      validBets: money(validBets),
      payout: money(payout),
      profit: money(payout - validBets),
    };
  };
  const types = [...new Set(bets.map((b) => b.game_type))].sort();
  return {
    currency: 'BRL',
    byProduct: types.map((gameType) => {
      const rows = bets.filter((b) => b.game_type === gameType);
      return {
        gameType,
        bettors: new Set(rows.map((b) => b.member_id)).size,
        bets: rows.length,
        ...totals(rows),
      };
    }),
    byDay: daysOf(p).map((date) => ({
      date,
      ...totals(bets.filter((b) => dayOf(raw, b.created_at) === date)),
    })),
    totals: { bets: bets.length, ...totals(bets) },
  };
}
