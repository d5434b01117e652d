import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Props of `AppProviders`. */
export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Server state (TanStack Query) for everything below; translations need no provider. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
