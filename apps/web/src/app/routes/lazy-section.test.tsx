import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazySection } from './lazy-section.ts';
import { RouteError } from './route-error.tsx';

describe('lazy sections', () => {
  it('resolves to the section component', async () => {
    const Section = () => null;
    await expect(lazySection(async () => Section)()).resolves.toEqual({ Component: Section });
  });

  it('gives up after the timeout with a chunk-load error', async () => {
    vi.useFakeTimers();
    const pending = lazySection(() => new Promise(() => undefined), 120_000)();
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await outcome;
  });

  it('shows the chunk-load error with a reload button when a section fails to load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <RouteError />,
          lazy: lazySection(() =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Não foi possível carregar esta secção. Verifique a ligação e tente de novo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reload).toHaveBeenCalled();
  });
});
