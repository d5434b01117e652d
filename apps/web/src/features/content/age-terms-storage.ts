import { readStorage, writeStorage } from '../../shared/storage/browser-storage.ts';

/**
 * Local-storage key of the age and terms confirmation. Versioned, so a change of the terms can
 * ask every visitor again by moving to a new value.
 */
export const ageTermsStorageKey = 'ageTermsAccepted';
const acceptedValue = 'v1';
/** Window event raised when the confirmation is given (start-up popups wait for it). */
export const ageTermsAcceptedEvent = 'age-terms-accepted';

/** True when this browser already confirmed the age and accepted the terms. */
export function hasAcceptedAgeTerms(): boolean {
  return readStorage('local', ageTermsStorageKey) === acceptedValue;
}

/** Remembers the confirmation in local storage and tells whoever waits for it. */
export function rememberAgeTerms(): void {
  writeStorage('local', ageTermsStorageKey, acceptedValue);
  window.dispatchEvent(new Event(ageTermsAcceptedEvent));
}
