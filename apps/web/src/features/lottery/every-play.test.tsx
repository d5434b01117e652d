import type { DrawShapeName } from '@portal/contract/lottery/families';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/request-body.ts';
import { boardAnswer, gameView, offeredPlays, openLottery, page } from './lottery-fixture.ts';

const games: {
  code: string;
  shape: DrawShapeName;
  family: 'SSC' | '11X5' | 'PK10' | 'LHC' | 'LF';
}[] = [
  { code: 'SSC_1M', shape: 'SSC', family: 'SSC' },
  { code: '11X5_1M', shape: '11X5', family: '11X5' },
  { code: 'PK10_1M', shape: 'PK10', family: 'PK10' },
  { code: 'LHC_15M', shape: 'LHC', family: 'LHC' },
  { code: 'LF_3D', shape: 'LF_3D', family: 'LF' },
  { code: 'LF_P5', shape: 'LF_P5', family: 'LF' },
];

describe('every play of every game', () => {
  for (const game of games) {
    it(`renders each ${game.code} play and makes a random pick of it`, async () => {
      const now = Date.now();
      const board = boardAnswer(now, {
        game: gameView(now, {
          gameCode: game.code,
          shape: game.shape,
          gameGroupCode: game.family,
          name: game.code,
          last: null,
        }),
        plays: offeredPlays(game.shape),
      });
      await openLottery(`/lottery?gameCode=${game.code}`, {
        '/lgw/numeros/near': () => ok(board),
        '/lotto/lgw/games/opened/numero': () => ok(page([])),
        '/lotto/lgw/bets': () => ok(page([])),
      });
      await screen.findByRole('heading', { level: 1, name: game.code });
      const tabs = screen.getByRole('tablist', { name: 'Modalidades de aposta' });
      let plays = 0;
      for (const tab of within(tabs).getAllByRole('tab')) {
        await userEvent.click(tab);
        const variants = screen.queryByRole('tablist', { name: 'Variantes' });
        const items = variants === null ? [null] : within(variants).getAllByRole('tab');
        for (const variant of items) {
          if (variant !== null) await userEvent.click(variant);
          await userEvent.click(screen.getByRole('button', { name: 'Aleatório' }));
          const count = Number(screen.getByRole('status', { name: 'Apostas' }).textContent);
          expect(count, `${tab.textContent} ${variant?.textContent ?? ''}`).toBeGreaterThan(0);
          plays += 1;
        }
      }
      expect(plays).toBe(board.plays.length);
    });
  }
});
