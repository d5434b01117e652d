import type { LiveHost } from '@portal/contract/live/schemas';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';

/** A host row as the queries below read it. */
export interface HostRow {
  id: string;
  name: string;
  avatar_url: string | null;
  poster_url: string | null;
  status: LiveHost['status'];
  stream_url: string | null;
  game_code: string | null;
  game_name: string | null;
  tags: string[];
  bios: Record<string, string>;
  game_names: Record<string, string>;
  tag_names: Record<string, string[]>;
  schedule: LiveHost['schedule'];
  presence: number;
}

/** How long a node's presence counts without a refresh (it refreshes every 20 seconds). */
export const presenceFreshSeconds = 60;

export const hostColumns = `h.id::text as id, h.name, h.avatar_url, h.poster_url, h.status, h.stream_url,
  h.game_code, h.game_name, h.tags, h.bios, h.schedule, h.game_names, h.tag_names,
  coalesce((select sum(p.sockets) from live_presence p where p.host_id = h.id
    and p.seen_at > now() - interval '${presenceFreshSeconds} seconds'), 0)::int as presence`;

/** Streaming first, then online, then offline; the brand's order within each. */
const hostOrder = `case h.status when 'streaming' then 0 when 'online' then 1 else 2 end, h.sort, h.id`;

/** A host as the wire shows it, its biography in `language` (else EN, else PT). */
export function hostView(row: HostRow, language: string): LiveHost {
  const lang = language.toUpperCase();
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatar_url,
    posterUrl: row.poster_url,
    status: row.status,
    streaming: row.status === 'streaming',
    active: row.status !== 'offline',
    streamUrl: row.stream_url,
    gameCode: row.game_code,
    gameName: row.game_names[lang] ?? row.game_name,
    tags: row.tag_names[lang] ?? row.tags,
    bio: row.bios[lang] ?? row.bios.EN ?? row.bios.PT ?? '',
    schedule: row.schedule,
    presence: row.presence,
  };
}

/** The brand's listed hosts, online first. */
export function listHosts(q: Queryable, merchant: Merchant): Promise<HostRow[]> {
  return q.query<HostRow>(
    `select ${hostColumns} from live_host h where h.merchant_id = $1 and h.active
     order by ${hostOrder}`,
    [merchant.id],
  );
}

/**
 * The room of a listed host of the brand (its id), without the presence sum: what sending and
 * gifting need, on every message. `live_disabled` when none.
 */
export async function findRoom(q: Queryable, merchant: Merchant, id: string): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    'select id::text as id from live_host where merchant_id = $1 and id = $2 and active',
    [merchant.id, id],
  );
  if (!row) throw new AppError('live_disabled');
  return row.id;
}

/** One listed host of the brand (its room id is its id); `live_disabled` when none. */
export async function findHost(q: Queryable, merchant: Merchant, id: string): Promise<HostRow> {
  const [row] = await q.query<HostRow>(
    `select ${hostColumns} from live_host h where h.merchant_id = $1 and h.id = $2 and h.active`,
    [merchant.id, id],
  );
  if (!row) throw new AppError('live_disabled');
  return row;
}
