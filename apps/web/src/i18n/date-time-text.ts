/**
 * The locale a language's dates and times are written in: Portuguese in the Brazilian style,
 * every other language in the day-month-year, 24-hour style of the English texts it falls back
 * to. Every date formatter of the pages goes through it, so one screen never writes one moment
 * two ways (a table's "11/5/26, 1:34 AM" under the header's "5 Nov 2026, 01:34").
 */
export function dateLocale(language: string): string {
  return language.toLowerCase().startsWith('pt') ? 'pt-BR' : 'en-GB';
}

/**
 * A moment as the pages write it in a sentence, date and time, in the language on screen (`pt`,
 * `pt-BR`, `en`...). One place, so the header's clock, the refusals and the responsible-gaming
 * page never write one moment two ways.
 */
export function dateTimeText(iso: string, language: string): string {
  return new Date(iso).toLocaleString(dateLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/**
 * A calendar month (`2026-11`, as statements key their rows) in words in the language on
 * screen: "Novembro de 2026", "November 2026".
 */
export function monthText(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number);
  const text = new Intl.DateTimeFormat(dateLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year!, number! - 1, 1));
  return firstUpper(text);
}

/** A date word as it starts a line or a cell: "novembro de 2026" becomes "Novembro de 2026". */
export function firstUpper(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
