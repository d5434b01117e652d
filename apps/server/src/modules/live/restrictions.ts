import type { Queryable } from '../../db/db.ts';

/** A mute or ban in force. */
export interface Restriction {
  kind: 'mute' | 'ban';
  until: Date | null;
}

/** The member's ban in the room if any, else its mute, when one is in force now. */
export async function activeRestriction(
  q: Queryable,
  hostId: string,
  memberId: string,
): Promise<Restriction | null> {
  const [row] = await q.query<Restriction>(
    `select kind, until from live_restriction
     where host_id = $1 and member_id = $2 and lifted_at is null
       and (until is null or until > now())
     order by case kind when 'ban' then 0 else 1 end limit 1`,
    [hostId, memberId],
  );
  return row ?? null;
}
