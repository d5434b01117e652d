import { messagesEn } from './messages-en.ts';
import { messagesPt, type MessageKey } from './messages-pt.ts';

export type { MessageKey };

export const messageLanguages = ['pt', 'en'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/** The message tables by language, for the server; the web app imports one file per language. */
export const messages: Record<MessageLanguage, Record<MessageKey, string>> = {
  pt: messagesPt,
  en: messagesEn,
};

/**
 * Picks the message language from a language code such as `pt-BR` or `JA`: PT when missing or
 * Portuguese, EN for every other language (they have no translation of their own yet).
 */
export function messageLanguage(code: string | undefined | null): MessageLanguage {
  const lower = (code ?? '').trim().toLowerCase();
  return lower === '' || lower.startsWith('pt') ? 'pt' : 'en';
}

/** The text of a key in a language, or the key itself when unknown. */
export function messageText(key: string, language: MessageLanguage): string {
  const table = messages[language] as Record<string, string>;
  return table[key] ?? key;
}
