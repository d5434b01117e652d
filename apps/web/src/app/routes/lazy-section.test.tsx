import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ChunkLoadError, lazySection, loadSection } from './lazy-section.ts';
import { createPortalMemoryHistory, PortalRouter } from './portal-router.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

describe('lazy sections', () => {
  it('resolves to the section component, with the messages its forms may show', async () => {
    const Section = () => null;
    expect(i18n.exists('in_input_empty')).toBe(false);
    await expect(loadSection(async () => Section)).resolves.toBe(Section);
    expect(i18n.t('in_input_empty')).toBe('O campo não pode ficar vazio.');
  });

  it('gives up after the timeout with a chunk-load error', async () => {
    vi.useFakeTimers();
    const pending = loadSection(() => new Promise(() => undefined), 120_000);
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await outcome;
  });

  it('shows the chunk-load error with a reload button when a section fails to load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Section = lazySection(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PortalRouter history={createPortalMemoryHistory('/')}>
        <RouteErrorBoundary>
          <Section />
        </RouteErrorBoundary>
      </PortalRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Não foi possível carregar esta secção. Verifique a ligação e tente de novo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalled();
  });

  it('clears a page error on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = createPortalMemoryHistory('/broken');
    function Page() {
      if (history.location.pathname === '/broken') throw new Error('render failed');
      return <p>Working page</p>;
    }
    render(
      <PortalRouter history={history}>
        <RouteErrorBoundary>
          <Page />
        </RouteErrorBoundary>
      </PortalRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ocorreu um erro inesperado. Tente de novo.',
    );
    await act(() => history.push('/fine'));
    expect(await screen.findByText('Working page')).toBeTruthy();
  });
});
