import { allPlayMethods } from '@portal/contract/lottery/play-methods';
import { describe, expect, it } from 'vitest';
import { lotteryTextsEn } from './lottery-texts-en.ts';
import { lotteryTextsPt } from './lottery-texts-pt.ts';

const languages = { PT: lotteryTextsPt, EN: lotteryTextsEn };

describe('lottery texts', () => {
  const tabs = [...new Set(allPlayMethods.map((method) => method.tab))];
  const names = [...new Set(allPlayMethods.map((method) => method.name))];

  for (const [language, texts] of Object.entries(languages)) {
    it(`names every play tab and play name in ${language}`, () => {
      const { plays } = texts.lottery;
      const missingTabs = tabs.filter((tab) => !(plays.tabs as Record<string, string>)[tab]);
      const missingNames = names.filter((name) => !(plays.names as Record<string, string>)[name]);
      expect(missingTabs).toEqual([]);
      expect(missingNames).toEqual([]);
    });

    it(`names every option and pick set of the play layouts in ${language}`, () => {
      const { options, sets, params } = texts.lottery;
      for (const method of allPlayMethods) {
        const { layout } = method;
        if (layout.kind === 'option') {
          for (const option of layout.options) {
            if (typeof option === 'string') expect(options).toHaveProperty([option]);
          }
          if (layout.param !== undefined) expect(params).toHaveProperty([layout.param.field]);
        }
        if (layout.kind === 'sets') {
          for (const set of layout.sets) expect(sets).toHaveProperty([set.field]);
        }
      }
    });
  }
});
