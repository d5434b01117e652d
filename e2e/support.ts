import { expect, type Page } from '@playwright/test';

/**
 * Marks the age and terms confirmation as done and the announcement popup as closed for this
 * session (visitor and member), so a test starts on the page itself. `e2e/content.spec.ts`
 * tests the popup with `acceptAgeTermsOnly`.
 */
export async function acceptAgeTerms(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('ageTermsAccepted', 'v1');
    window.sessionStorage.setItem('announcementClosed:visitor', 'closed');
    window.sessionStorage.setItem('announcementClosed:member', 'closed');
  });
}

/** Marks only the age and terms confirmation as done: the announcement popup still opens. */
export async function acceptAgeTermsOnly(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('ageTermsAccepted', 'v1'));
}

/**
 * Waits until the header shows a member logged in (`account`, or anyone). The logged-in header
 * is a lazy chunk loaded after the login answer: on a busy machine that can take a while.
 */
export async function expectLoggedIn(page: Page, account?: string): Promise<void> {
  const name = account === undefined ? /^Menu da conta / : `Menu da conta ${account}`;
  await expect(page.getByRole('button', { name })).toBeVisible({ timeout: 30_000 });
}
