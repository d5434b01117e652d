/**
 * English words that have no business on a PT page. Words PT shares with EN (slots, VIP,
 * cashback, PIX, hash, nonce, WhatsApp) are not listed.
 */
export const englishWords = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'welcome',
  'back',
  'first',
  'deposit',
  'deposits',
  'bonus',
  'join',
  'today',
  'free',
  'spins',
  'play',
  'safe',
  'support',
  'account',
  'security',
  'promotions',
  'game',
  'games',
  'week',
  'weekly',
  'raffle',
  'help',
  'centre',
  'notice',
  'visitors',
  'members',
  'withdrawal',
  'password',
  'sign',
  'now',
  'new',
];

/** The English words of `englishWords` that `text` contains, as whole words (brand aside). */
export function englishIn(text: string): string[] {
  const words =
    text
      .replace(/Aurora Play/gu, '')
      .toLowerCase()
      .match(/[\p{L}]+/gu) ?? [];
  return [...new Set(words.filter((word) => englishWords.includes(word)))];
}
