import { storageKeys } from '@portal/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consolidatedQuery } from '../../shared/money/wallet-queries.ts';
import { readStorage, writeStorage } from '../../shared/storage/browser-storage.ts';
import { useSessionStore } from '../session/index.ts';
import { pendingOffersQuery } from './contracts-queries.ts';
import { hasPendingOffer } from './pending-flags.ts';
import { PendingOffersDialog } from './pending-offers-dialog.tsx';

/** The session the popup was last closed in (its token): it does not come back in that session. */
const closedKey = storageKeys.contractOffersClosed;

/** Props of `PendingOffersCheck`. */
export interface PendingOffersCheckProps {
  ready: boolean;
}

/**
 * Asks the consolidated call whether an offer waits (its four flags), then the pending offers,
 * and shows them until answered or closed. Closing answers nothing: the offers stay on the
 * contract pages, and the popup stays closed for the rest of the session.
 */
export function PendingOffersCheck({ ready }: PendingOffersCheckProps) {
  const token = useSessionStore((state) => state.token);
  const [closedFor, setClosedFor] = useState(() => readStorage('session', closedKey));
  const open = token !== null && closedFor !== token;
  const flags = useQuery({ ...consolidatedQuery(), enabled: open });
  const waiting = flags.data !== undefined && hasPendingOffer(flags.data);
  const offers = useQuery({ ...pendingOffersQuery(), enabled: open && waiting });
  if (token === null || !ready || !open || !waiting || !offers.data?.length) {
    return null;
  }
  return (
    <PendingOffersDialog
      offers={offers.data}
      onClose={() => {
        writeStorage('session', closedKey, token);
        setClosedFor(token);
      }}
    />
  );
}
