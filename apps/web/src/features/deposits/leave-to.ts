/**
 * Sends the browser to the payment provider's page. Only http(s) addresses are followed (the
 * demo checkout is a same-origin path): a provider answer can never run a `javascript:` URL.
 * Returns false when the address was refused.
 */
export function leaveTo(address: string): boolean {
  const url = new URL(address, window.location.origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  window.location.assign(url.href);
  return true;
}
