import type { StatusOutput } from '@portal/contract/system';
import { render } from '@testing-library/react';
import { createQueryClient } from '../app/providers/query-client.ts';
import { AppProviders } from '../app/providers/app-providers.tsx';
import { createPortalMemoryHistory, PortalRouter } from '../app/routes/portal-router.tsx';
import { AppRoutes } from '../app/routes/routes.tsx';
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
 * the status is provided directly, so no test waits for it. `history` is the router's: its
 * `location` is the address, `push` navigates.
 */
export function renderRoutes(
  path: string,
  { status = makeStatus(), firstVisit = false }: RenderRoutesOptions = {},
) {
  if (!firstVisit) rememberAgeTerms();
  const queryClient = createQueryClient();
  const history = createPortalMemoryHistory(path);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <StatusContext.Provider value={status}>
        <PortalRouter history={history}>
          <AppRoutes />
        </PortalRouter>
      </StatusContext.Provider>
    </AppProviders>,
  );
  return { ...view, history, queryClient };
}
