import { render } from '@testing-library/react';
import { AppProviders } from '../app/providers/app-providers.tsx';
import { createQueryClient } from '../app/providers/query-client.ts';
import { AppStart } from '../app/start/app-start.tsx';
import { rememberAgeTerms } from '../features/content/age-terms-storage.ts';

/**
 * Renders the whole app as `main.tsx` does (status gate, session start, browser router), for
 * tests that need the real start sequence. Stub `fetch` first.
 */
export function renderApp({ firstVisit = false }: { firstVisit?: boolean } = {}) {
  if (!firstVisit) rememberAgeTerms();
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AppStart />
    </AppProviders>,
  );
}
