import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { useSessionStore } from '../features/session/session-store.ts';
import { i18n } from '../i18n/i18n.ts';
import { useModalStore } from '../shared/modals/modal-store.ts';
import { useLoadingCoverStore } from '../shared/ui/loading-cover-store.ts';

// Every test starts from a first visit: nothing stored, nobody logged in, no modal open, PT.
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({
    token: null,
    isLogin: false,
    isAgent: false,
    isTrial: false,
    member: null,
  });
  useModalStore.setState({ stack: [] });
  useLoadingCoverStore.setState({ visible: false });
  document.body.style.overflow = '';
  await i18n.changeLanguage('pt');
});
