import type { StatusOutput } from '@portal/contract/system';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../app/providers/query-client.ts';
import { AppProviders } from '../app/providers/app-providers.tsx';
import { createRoutes } from '../app/routes/routes.tsx';
import { rememberAgeTerms } from '../features/content/age-terms-storage.ts';
import { StatusContext } from '../features/system/status-context.ts';
import { makeStatus } from './status-fixture.ts';

/** Options of `renderRoutes`. */
export interface RenderRoutesOptions {
  status?: StatusOutput;
  /** Leaves the age and terms confirmation unanswered, as on a first visit. */
  firstVisit?: boolean;
}

/**
 * Renders the real route table at an address, as the app does once the status gate has passed:
 * the status is provided directly, so no test waits for it.
 */
export function renderRoutes(
  path: string,
  { status = makeStatus(), firstVisit = false }: RenderRoutesOptions = {},
) {
  if (!firstVisit) rememberAgeTerms();
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <StatusContext.Provider value={status}>
        <RouterProvider router={router} />
      </StatusContext.Provider>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
