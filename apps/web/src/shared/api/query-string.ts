/**
 * Serialises call input for a query string or a form body: absent values are left out, arrays
 * repeat their key, everything else is sent as its string form.
 */
export function toQueryString(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}
