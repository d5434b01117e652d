import { lazy, Suspense } from 'react';
import { useSessionStore } from '../../features/session/session-store.ts';
import { AnnouncementStart } from '../modals/announcement-start.tsx';
import { ContractOffersEntry } from '../modals/contract-offers-entry.tsx';
import { FloatingBar } from './floating-bar.tsx';

// The reminder's listener is its own small chunk, loaded once a member is logged in: a visitor
// has no reminders, and nothing of it weighs on a first visit.
const RealityCheckHost = lazy(() =>
  import('../../features/responsible-gaming/index.ts').then((m) => ({
    default: m.RealityCheckHost,
  })),
);

/**
 * What the portal layout adds after the first paint, in one chunk: the floating contact bar,
 * the start-up announcement popup check (which waits for the age confirmation) and an agent's
 * popup of pending contract offers, and the reality-check reminder.
 */
export function LayoutExtras() {
  const loggedIn = useSessionStore((state) => state.token !== null);
  return (
    <>
      <FloatingBar />
      <AnnouncementStart />
      <ContractOffersEntry />
      {loggedIn && (
        <Suspense fallback={null}>
          <RealityCheckHost />
        </Suspense>
      )}
    </>
  );
}
