/**
 * A moment as the pages write it, date and time, in the language on screen (`pt`, `pt-BR`,
 * `en`...): Portuguese in the Brazilian style, every other language in the day-month-year order
 * of the English texts it falls back to. One place, so the header's clock, the refusals and the
 * responsible-gaming page never write one moment two ways.
 */
export function dateTimeText(iso: string, language: string): string {
  const locale = language.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-GB';
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
