import '../../shared/styles/tokens.css';
import '../../shared/styles/global.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../../app/providers/app-providers.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { initialLanguage, loadMessages, loadTranslations } from '../../i18n/i18n.ts';
import { applyDocumentLanguage } from '../../i18n/set-language.ts';
import { ConsoleApp } from './console-app.tsx';
import './ops-texts.ts';

/**
 * The console's query client: only a lost connection is retried (an envelope error is a real
 * answer), and nothing from the player portal's session is involved.
 */
function consoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          isApiError(error) && error.code === 'network_abnormal' && failures < 2,
        staleTime: 15_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The operator console's entry (`console/index.html`): texts first, then the app. */
async function start(container: HTMLElement): Promise<void> {
  await Promise.all([loadTranslations(initialLanguage()), loadMessages()]);
  applyDocumentLanguage(initialLanguage());
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={consoleQueryClient()}>
        <ConsoleApp />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container === null) throw new Error('console/index.html must contain #root');
void start(container);
