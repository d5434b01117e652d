import './shared/styles/tokens.css';
import './shared/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers/app-providers.tsx';
import { createQueryClient } from './app/providers/query-client.ts';
import { AppStart } from './app/start/app-start.tsx';
import { useSessionStore } from './features/session/session-store.ts';
import { takeStartParams } from './features/session/take-start-params.ts';
import { initialLanguage, loadTranslations } from './i18n/i18n.ts';
import { isLanguageCode } from './i18n/language-codes.ts';
import { applyDocumentLanguage, setLanguage } from './i18n/set-language.ts';
import { openModal } from './shared/modals/modal-store.ts';

/** Adopts what the address carries, loads the language's texts, then renders the app. */
async function start(container: HTMLElement): Promise<void> {
  // A token or language in the address (app QR codes, operator links) is adopted, and a reset
  // link opens its modal; all are removed from the address before anything else reads them.
  const params = takeStartParams();
  if (params.token !== null) useSessionStore.getState().setToken(params.token);
  if (params.handoff !== null) {
    const { redeemHandoff } = await import('./features/session/redeem-handoff.ts');
    await redeemHandoff(params.handoff);
  }
  if (params.resetToken !== null) openModal('resetPassword', { resetToken: params.resetToken });
  const language = params.language?.toUpperCase() ?? null;
  if (isLanguageCode(language)) {
    await setLanguage(language);
  } else {
    await loadTranslations(initialLanguage());
    applyDocumentLanguage(initialLanguage());
  }
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <AppStart />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container === null) throw new Error('index.html must contain #root');
void start(container);
