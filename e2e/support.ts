import type { Page } from '@playwright/test';

/** Marks the age and terms confirmation as done, so a test starts on the page itself. */
export async function acceptAgeTerms(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('ageTermsAccepted', 'v1'));
}
