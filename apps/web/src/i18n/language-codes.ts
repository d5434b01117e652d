import { constants, languageCodes, type LanguageCode } from '@portal/contract/constants';

/**
 * The selector speaks the contract's codes (`PT`, `PT-BR`, `CN`); i18next and `<html lang>` speak
 * BCP 47 (`pt`, `pt-BR`, `zh-CN`). One table maps between them so no screen guesses.
 */
const bcp47: Record<LanguageCode, string> = {
  PT: 'pt',
  EN: 'en',
  'PT-BR': 'pt-BR',
  CN: 'zh-CN',
  TW: 'zh-TW',
  JA: 'ja',
  KO: 'ko',
  KR: 'ko-KR',
  TH: 'th',
  VI: 'vi',
  MY: 'my',
  MS: 'ms',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  TA: 'ta',
  TY: 'ty',
  UR: 'ur',
};

/** The default language when nothing valid is saved (spec section 9: PT). */
export const defaultLanguage = constants.defaultLanguage satisfies LanguageCode;

/** True for a code the selector lists. */
export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return (
    value !== null && value !== undefined && (languageCodes as readonly string[]).includes(value)
  );
}

/** The BCP 47 tag of a contract code, used as the i18next language and `<html lang>`. */
export function toBcp47(code: LanguageCode): string {
  return bcp47[code];
}

/** The contract code of an i18next language tag; unknown tags fall back to the default. */
export function fromBcp47(tag: string): LanguageCode {
  const found = languageCodes.find((code) => bcp47[code].toLowerCase() === tag.toLowerCase());
  return found ?? defaultLanguage;
}
