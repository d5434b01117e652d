import { lazy, Suspense } from 'react';
import { useSessionStore } from '../session/index.ts';

// Everything past the agent check loads on its own: members, visitors and the home page's first
// paint never download the contract screens.
const PendingOffersCheck = lazy(() =>
  import('./pending-offers-check.tsx').then((m) => ({ default: m.PendingOffersCheck })),
);

/** Props of `ContractOffersStart`. */
export interface ContractOffersStartProps {
  /**
   * Nothing else holds the screen (the age confirmation, another dialog): the popup waits for it,
   * so that two dialogs never fight over the focus.
   */
  ready: boolean;
}

/**
 * The after-login popup of contract offers: for a logged-in agent it asks the consolidated
 * call's flags and, when an offer waits for an answer, lists every pending offer.
 */
export function ContractOffersStart({ ready }: ContractOffersStartProps) {
  const isAgent = useSessionStore((state) => state.isAgent);
  if (!isAgent) return null;
  return (
    <Suspense fallback={null}>
      <PendingOffersCheck ready={ready} />
    </Suspense>
  );
}
