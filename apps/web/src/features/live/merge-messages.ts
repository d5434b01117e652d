import type { LiveMessage } from '@portal/contract/live/schemas';

const byId = (a: { id: string }, b: { id: string }) => {
  const x = BigInt(a.id);
  const y = BigInt(b.id);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Adds messages to a room's list, whichever way they came (the socket, a resumed page, the
 * sender's own answer): one entry per id, in id order, and a message once known as the
 * viewer's own stays so. A reconnect that resumes from the last id therefore neither loses nor
 * repeats a message.
 */
export function mergeMessages(
  list: readonly LiveMessage[],
  incoming: readonly LiveMessage[],
): LiveMessage[] {
  if (incoming.length === 0) return list as LiveMessage[];
  const map = new Map(list.map((m) => [m.id, m]));
  for (const message of incoming) {
    const known = map.get(message.id);
    map.set(message.id, known?.mine === true ? { ...message, mine: true } : message);
  }
  return [...map.values()].sort(byId);
}

/** The list without message `id` (deleted by a moderator). */
export function withoutMessage(list: readonly LiveMessage[], id: string): LiveMessage[] {
  return list.filter((m) => m.id !== id);
}

/** The id to resume after: the newest known, or undefined for none. */
export function lastId(list: readonly LiveMessage[]): string | undefined {
  return list.at(-1)?.id;
}
