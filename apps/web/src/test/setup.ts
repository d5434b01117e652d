import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSessionStore } from '../features/session/session-store.ts';
import { i18n } from '../i18n/i18n.ts';
import { useModalStore } from '../shared/modals/modal-store.ts';
import { useLoadingCoverStore } from '../shared/ui/loading-cover-store.ts';
import { FakeWebSocket } from './fake-websocket.ts';
import './offline.ts';

// No test opens a real socket: the logged-in header connects to a fake the test can drive.
beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  // The test DOM lays nothing out, so its IntersectionObserver never reports an element in view
  // and parts that load when scrolled near (`useNearViewport`) would never load. Without the
  // observer they load at once, as in a browser that lacks it; a test of that hook stubs its own.
  vi.stubGlobal('IntersectionObserver', undefined);
});

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

// Screens and modals load lazily, as in the app; on a busy two-core CI machine the first import
// of a chunk can take much longer than Testing Library's default second. The limit only bounds
// a failing wait.
configure({ asyncUtilTimeout: 15_000 });
