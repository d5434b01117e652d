import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { helpTerms, ok } from '../../test/content-fixture.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { useLoadingCoverStore } from '../../shared/ui/loading-cover-store.ts';

describe('navigation effects', () => {
  it('scrolls to the top and hides the loading cover after moving to another route', async () => {
    stubFetch();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { history } = renderRoutes('/');
    await screen.findByRole('heading', { level: 1, name: 'Bem-vindo a Aurora' });
    act(() => useLoadingCoverStore.getState().show());
    // The cover, not the lobby's own "A carregar jogos…" that may still stand below it.
    expect(screen.getByText('A carregar…').closest('[role="status"]')).toBeTruthy();
    scrollTo.mockClear();

    await act(async () => history.push('/promotions'));
    await screen.findByRole('heading', { level: 1, name: 'Promoções' });
    expect(useLoadingCoverStore.getState().visible).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('scrolls to the element the hash names', async () => {
    stubFetch({ '/wps/system/helpCenter': () => ok({ list: helpTerms }) });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderRoutes('/help#privacy');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Política de privacidade' }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('privacy'));
  });
});
