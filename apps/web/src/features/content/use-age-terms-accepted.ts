import { useSyncExternalStore } from 'react';
import { ageTermsAcceptedEvent, hasAcceptedAgeTerms } from './age-terms-storage.ts';

function subscribe(listener: () => void): () => void {
  window.addEventListener(ageTermsAcceptedEvent, listener);
  return () => window.removeEventListener(ageTermsAcceptedEvent, listener);
}

/**
 * True once this browser has confirmed the age and accepted the terms, updated the moment the
 * confirmation is given: the announcement popup waits for it, so the two never overlap.
 */
export function useAgeTermsAccepted(): boolean {
  return useSyncExternalStore(subscribe, hasAcceptedAgeTerms);
}
