// The deposit a checkout is under way for, kept for this tab: the provider's page sends the
// member back to the deposit page, with the id in the address when the provider adds it and
// from here when it does not.
const key = 'wallet.pendingDeposit';

/** Remembers the deposit whose checkout is about to open. */
export function rememberDeposit(depositId: string): void {
  sessionStorage.setItem(key, depositId);
}

/** The deposit whose checkout this tab opened, if its result was not shown yet. */
export function pendingDeposit(): string | null {
  return sessionStorage.getItem(key);
}

/** The result was shown as final: a later visit opens the deposit form again. */
export function forgetDeposit(): void {
  sessionStorage.removeItem(key);
}
