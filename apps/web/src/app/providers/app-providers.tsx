import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';

/** Props of `AppProviders`. */
export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Server state (TanStack Query) and translations for everything below. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
