import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
} from 'react-router';

/** The history the portal's router follows: the browser's, or one in memory for tests. */
export type PortalHistory = ReturnType<typeof createBrowserHistory>;

/** The browser's history, as React Router's own `BrowserRouter` makes it. */
export function createPortalHistory(): PortalHistory {
  return createBrowserHistory({ v5Compat: true });
}

/** A history in memory, starting at `path` (tests render the real route table on it). */
export function createPortalMemoryHistory(path: string): PortalHistory {
  return createMemoryHistory({ initialEntries: [path], v5Compat: true });
}

const NavigationPendingContext = createContext(false);

/** True while a navigation is rendering in the background (a section's chunk still loading). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * The portal's router: React Router's declarative `Router` on a history, each location change
 * rendered in a transition, as `BrowserRouter` does, so the page on screen stays until the next
 * one (a lazy section) is ready. Unlike `BrowserRouter` it tells whether such a navigation is
 * pending, for the progress bar. See docs/decisions/0026-declarative-router.md for why the
 * portal does not use the data router.
 */
export function PortalRouter({
  history,
  children,
}: {
  history: PortalHistory;
  children: ReactNode;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen((update) => startTransition(() => setState(update))),
    [history],
  );
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}
