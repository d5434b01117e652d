import { describe, expect, it } from 'vitest';
import { Translator } from '../../i18n/translator.ts';
import { walletTextsEn } from './wallet-texts-en.ts';
import { walletTextsPt } from './wallet-texts-pt.ts';

describe('wallet texts', () => {
  it('count one thing in the singular: "1 record", not "1 records"', () => {
    for (const [language, texts, one, two, proof] of [
      ['pt', walletTextsPt, '1 registo', '2 registos', '1 comprovativo'],
      ['en', walletTextsEn, '1 record', '2 records', '1 proof'],
    ] as const) {
      const tr = new Translator(language, () => []).addResourceBundle(
        language,
        'translation',
        texts,
      );
      expect(tr.translate('wallet.common.total', { count: 1 })).toBe(one);
      expect(tr.translate('wallet.common.total', { count: 2 })).toBe(two);
      expect(tr.translate('wallet.withdraw.proofs', { count: 1 })).toBe(proof);
    }
  });
});
