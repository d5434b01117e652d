/**
 * Masks the brand's filtered words in a chat message: each whole-word match (case-insensitive,
 * any script) becomes asterisks of its length, so the rest of the message still reads.
 */
export function filterWords(text: string, words: readonly string[]): string {
  const list = words.map((w) => w.trim()).filter((w) => w.length > 0);
  if (list.length === 0) return text;
  const escaped = list
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.replace(pattern, (match) => '*'.repeat([...match].length));
}
