import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazySection } from './lazy-section.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { createPortalMemoryHistory, PortalRouter } from './portal-router.tsx';

describe('portal router', () => {
  it('keeps the page on screen, with the progress bar, while the next section loads', async () => {
    let finish: (component: ComponentType) => void = () => undefined;
    const Later = lazySection(() => new Promise<ComponentType>((resolve) => (finish = resolve)));
    function Table() {
      return useRoutes([
        { path: '/', element: <h1>First page</h1> },
        { path: '/later', element: <Later /> },
      ]);
    }
    const history = createPortalMemoryHistory('/');
    render(
      <PortalRouter history={history}>
        <NavigationProgress />
        <Table />
      </PortalRouter>,
    );
    expect(screen.getByRole('heading', { name: 'First page' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(async () => history.push('/later'));
    expect(screen.getByRole('heading', { name: 'First page' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'A página está a carregar' })).toBeTruthy();

    await act(async () => finish(() => <h1>Later page</h1>));
    expect(await screen.findByRole('heading', { name: 'Later page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'First page' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
