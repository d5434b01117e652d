import { constants } from '@portal/contract/constants';

/** True for addresses a service link may open: web pages, mail and phone links only. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.origin);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol);
  } catch {
    return false;
  }
}

/**
 * Opens the customer-service window: 440x750 (spec section 9), centred on the current window,
 * with no access back to this page. Returns false when the address is not a safe link.
 */
export function openServiceWindow(url: string): boolean {
  if (!isSafeExternalUrl(url)) return false;
  const { width, height } = constants.customerServiceWindow;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  window.open(
    url,
    'customer-service',
    `width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)},noopener,noreferrer`,
  );
  return true;
}
