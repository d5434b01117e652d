import type { SupportMessage } from '@portal/contract/live/schemas';

/**
 * Customer-service messages merged by id, oldest first: what a poll, a socket push or a send
 * brings may overlap, and a message must never show twice.
 */
export function mergeSupport(
  list: readonly SupportMessage[],
  incoming: readonly SupportMessage[],
): SupportMessage[] {
  const map = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) map.set(m.id, m);
  return [...map.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}
