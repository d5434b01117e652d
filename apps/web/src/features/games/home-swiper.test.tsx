import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { makeCards } from '../../test/game-fixture.ts';
import { renderGames } from '../../test/render-games.tsx';
import { HomeSwiper } from './home-swiper.tsx';

/** Every name and announcement assistive technology gets from the carousel. */
function spokenTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'aria-roledescription', 'title']) {
      const value = element.getAttribute(name);
      if (value !== null) texts.push(value);
    }
  }
  for (const live of root.querySelectorAll('[aria-live]')) texts.push(live.textContent ?? '');
  return texts;
}

describe('home swiper', () => {
  it('names its arrows and slides in the language of the page, with no English defaults', async () => {
    stubFetch();
    renderGames(<HomeSwiper cards={makeCards(8, 'g')} label="Slots" />);
    const group = await screen.findByRole('group', { name: 'Slots' });
    expect(within(group).getByRole('button', { name: 'Jogos seguintes' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Jogos anteriores' })).toBeTruthy();
    expect(within(group).getAllByRole('group', { name: /^\d+ de 8$/u })).toHaveLength(8);
    expect(spokenTexts(group).filter((text) => /slide/iu.test(text))).toEqual([]);
  });
});
