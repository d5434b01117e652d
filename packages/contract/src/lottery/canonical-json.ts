/**
 * Canonical JSON (the RFC 8785 rules for the values tickets hold): object keys sorted by UTF-16
 * code units, no whitespace, strings and numbers as ECMAScript's JSON.stringify writes them,
 * keys whose value is undefined left out. Two equal selections always give the same bytes,
 * whatever order their keys were written in, so a ticket hashes the same on server and page.
 */

/** The canonical JSON text of `value`; NaN, infinities, bigint and functions throw. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('canonical JSON has no NaN or infinity');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && isPlain(value)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`no canonical JSON for a ${typeof value}`);
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
