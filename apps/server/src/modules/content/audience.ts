import type { Session } from '../../auth/session.ts';
import type { Queryable } from '../../db/db.ts';

export type Audience = 'A' | 'B' | 'F';

/**
 * Whether a session is the one right after the member's first login: no earlier active session
 * exists. The login answer's `firstTimeLogin` is true exactly then (a member's first login is
 * never held for a device check, and trial accounts start with it done), so no login code has
 * to mark anything, and the fact lasts for that session only.
 */
export async function isFirstSession(q: Queryable, session: Session): Promise<boolean> {
  if (session.isTrial) return false;
  const [row] = await q.query<{ earlier: boolean }>(
    `select exists (select 1 from member_session
       where member_id = $1 and id < $2 and state = 'active') as earlier`,
    [session.memberId, session.id],
  );
  return row ? !row.earlier : false;
}

/**
 * The audiences a caller belongs to (spec section 4): anonymous visitors B only; logged-in
 * members A, plus F in the session right after their first login. `execution` may only narrow.
 */
export async function audiencesOf(
  q: Queryable,
  session: Session | null,
  execution: Audience | undefined,
): Promise<Audience[]> {
  const all: Audience[] = !session
    ? ['B']
    : (await isFirstSession(q, session))
      ? ['A', 'F']
      : ['A'];
  return execution ? all.filter((audience) => audience === execution) : all;
}
