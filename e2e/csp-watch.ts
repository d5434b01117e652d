import type { Page } from '@playwright/test';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of every document the page loads (read with
 * `violationsHere` after a visit), and answers the list of CSP complaints in the console, which
 * also catches those of a document that was left before it was read.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/iu.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return console;
}

/** The violations of the current document, each prefixed with its path. */
export async function violationsHere(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations.map((v) => `${location.pathname}: ${v}`));
}
