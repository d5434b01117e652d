import { describe, expect, it } from 'vitest';
import { errorStatus } from './errors.ts';
import { messageLanguage, messages, messageText } from './messages.ts';

describe('messages', () => {
  it('translates every error code in PT and EN', () => {
    for (const code of Object.keys(errorStatus)) {
      expect(messages.pt[code as keyof typeof messages.pt], code).toBeTruthy();
      expect(messages.en[code as keyof typeof messages.en], code).toBeTruthy();
    }
  });

  it('defaults to PT and sends other languages to EN', () => {
    expect(messageLanguage(undefined)).toBe('pt');
    expect(messageLanguage('pt-BR')).toBe('pt');
    expect(messageLanguage('EN')).toBe('en');
    expect(messageLanguage('JA')).toBe('en');
  });

  it('keeps the spec wording of the confirmation mismatch', () => {
    expect(messageText('confirmation_mismatch', 'en')).toBe('Incorrect confirmation input.');
    expect(messageText('no_such_key', 'en')).toBe('no_such_key');
  });
});
