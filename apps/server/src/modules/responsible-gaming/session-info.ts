import type { Queryable } from '../../db/db.ts';

/**
 * The session clock: when the member's current session began, and the login before it (time
 * and address), from the member's sessions; the session's idle timeout (the brand's at login,
 * else `idleMinutes`, the server's); the server's time.
 */
export async function sessionInfo(
  q: Queryable,
  memberId: string,
  sessionId: string,
  now: number,
  idleMinutes: number,
) {
  const [current] = await q.query<{ created_at: Date; idle_minutes: number | null }>(
    'select created_at, idle_minutes from member_session where id = $1 and member_id = $2',
    [sessionId, memberId],
  );
  const [previous] = await q.query<{ created_at: Date; ip: string | null }>(
    `select created_at, ip from member_session
     where member_id = $1 and id < $2 and state = 'active' order by id desc limit 1`,
    [memberId, sessionId],
  );
  return {
    startedAt: (current?.created_at ?? new Date(now)).toISOString(),
    previousLoginAt: previous?.created_at.toISOString() ?? null,
    previousLoginIp: previous?.ip ?? null,
    idleMinutes: current?.idle_minutes ?? idleMinutes,
    serverTime: new Date(now).toISOString(),
  };
}
