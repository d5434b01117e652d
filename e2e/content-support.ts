import type { APIRequestContext, Page } from '@playwright/test';

/** A 1x1 PNG, a real image the upload check accepts. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The logged-in member's id, read with the tab's own session. */
export async function memberId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/wps/member/info', {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'X-Merchant': sessionStorage.getItem('merchant') ?? '',
      },
    });
    return ((await res.json()) as { value: { id: string } }).value.id;
  });
}

/** The value of a public API call. */
export async function apiValue<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${process.env.E2E_BASE_URL}${path}`);
  return ((await res.json()) as { value: T }).value;
}
