import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { invariantCounts, zeroInvariants } from '../ledger/invariants.ts';
import { demoLinkCode, teamSeedMembers } from './agent-team-data.ts';

// The demo brand's agent team, as every fresh start seeds it (the test template is seeded too).
describe('demo agent team seed', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives agent01 two levels of downlines, kept in the agent tree', async () => {
    const rows = await db.query<{ account: string; depth: number }>(
      `select m.account, t.depth from agent_tree t
       join member a on a.id = t.ancestor_id and a.account = 'agent01'
       join member m on m.id = t.descendant_id order by t.depth, m.account`,
    );
    expect(rows.filter((r) => r.depth === 1).map((r) => r.account)).toEqual(
      expect.arrayContaining(['player02', 'subagent01', 'subagent02', 'ines_lopes']),
    );
    expect(rows.filter((r) => r.depth === 2).map((r) => r.account)).toEqual(
      expect.arrayContaining(['miguel_r7', 'hugo_silva']),
    );
    const [link] = await db.query<{ registrations: number }>(
      `select count(m.id)::int as registrations from agent_link l
       left join member m on m.invite_link_id = l.id where l.code = 'JOINAG01' group by l.id`,
    );
    expect(link?.registrations).toBeGreaterThan(0);
  });

  it('books weeks of deposits, settled rounds and withdrawals, on many days, through the ledger', async () => {
    const team = `(select t.descendant_id from agent_tree t join member a on a.id = t.ancestor_id
                   where a.account = 'agent01')`;
    const [bets] = await db.query<{ days: number; settled: number; open: number }>(
      `select count(distinct date_trunc('day', created_at))::int as days,
         count(*) filter (where status = 'settled')::int as settled,
         count(*) filter (where status <> 'settled')::int as open
       from bet where member_id in ${team}`,
    );
    expect(bets!.days).toBeGreaterThanOrEqual(14);
    expect(bets!.settled).toBeGreaterThan(100);
    expect(bets!.open).toBe(0);
    const kinds = await db.query<{ kind: string; days: number }>(
      `select x.kind, count(distinct date_trunc('day', x.created_at))::int as days
       from ledger_txn x join ledger_entry e on e.txn_id = x.id
       join ledger_account a on a.id = e.account_id
       where a.owner_member_id in ${team} group by x.kind`,
    );
    const days = Object.fromEntries(kinds.map((k) => [k.kind, k.days]));
    expect(days['deposit']).toBeGreaterThanOrEqual(7);
    expect(days['withdrawal']).toBeGreaterThanOrEqual(2);
    expect(days['game_bet']).toBeGreaterThanOrEqual(14);
    expect(await invariantCounts(db)).toEqual(zeroInvariants);
  });

  it('spreads the history in time, up to before the seed: no pile of bets at one moment', async () => {
    const team = `(select t.descendant_id from agent_tree t join member a on a.id = t.ancestor_id
                   where a.account = 'agent01')`;
    // A day's play that ran past the seed's moment was cut there: its last bets, and the
    // member's last login, all stood at the same second.
    const piles = await db.query<{ member_id: string; bets: number }>(
      `select member_id::text, count(*)::int as bets from bet where member_id in ${team}
       group by member_id, created_at having count(*) > 1`,
    );
    expect(piles).toEqual([]);
    const [logins] = await db.query<{ members: number; moments: number }>(
      `select count(*)::int as members, count(distinct last_login_at)::int as moments
       from member where id in ${team} and last_login_at is not null`,
    );
    expect(logins!.moments).toBe(logins!.members);
  });

  it('registers each member at a time of its own, on its day in the brand zone, before its play', async () => {
    // The seed's moment: the invitation link is made ten days before it.
    const rows = await db.query<{
      account: string;
      day: string;
      expected: string;
      time: string;
      first_bet: Date | null;
      created_at: Date;
    }>(
      `select m.account, to_char(m.created_at at time zone z.time_zone, 'YYYY-MM-DD') as day,
         to_char((l.created_at + interval '10 days' - s.days * interval '1 day')
           at time zone z.time_zone, 'YYYY-MM-DD') as expected,
         to_char(m.created_at at time zone z.time_zone, 'HH24:MI') as time,
         (select min(b.created_at) from bet b where b.member_id = m.id) as first_bet,
         m.created_at
       from member m
       join unnest($1::text[], $2::int[]) as s(account, days) on s.account = m.account
       join merchant z on z.id = m.merchant_id
       join agent_link l on l.merchant_id = m.merchant_id and l.code = $3`,
      [
        teamSeedMembers.map((member) => member.account),
        teamSeedMembers.map((member) => member.registeredDaysAgo),
        demoLinkCode,
      ],
    );
    expect(rows).toHaveLength(teamSeedMembers.length);
    for (const row of rows) {
      expect(row.day, row.account).toBe(row.expected);
      if (row.first_bet !== null) expect(row.first_bet.getTime()).toBeGreaterThan(+row.created_at);
    }
    // Each at a time of its own, in the day's waking hours, whatever the seed's time of day.
    expect(new Set(rows.map((row) => row.time)).size).toBe(rows.length);
    for (const row of rows) expect(row.time >= '08:00' && row.time < '22:00', row.time).toBe(true);
  });
});
