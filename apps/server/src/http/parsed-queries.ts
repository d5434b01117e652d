/** Query strings longer than this are parsed every time: a kept one costs memory until evicted. */
const longestKept = 256;

type Flat = Record<string, string | number | boolean | null | undefined>;

/**
 * The parsed inputs of a GET endpoint's most recent query strings. A GET call's input is its
 * query string, and the hot calls repeat a few of them over and over (the status call of
 * every visit, the lobby's pages of games): the contract's schemas are pure, so a string that
 * parsed once parses to the same value again, and the schema's work (a fifth of what a status
 * answer cost the server, its allocations counted) is done once per string, not per call.
 * Only successful parses of flat values (strings, numbers, booleans) are kept, each call gets
 * its own shallow copy so a handler that changes its input changes nothing for the next call,
 * and the oldest string goes first once `limit` are kept: at most about 100 KiB per endpoint,
 * whatever callers send.
 */
export class ParsedQueries {
  private readonly kept = new Map<string, Flat>();

  constructor(private readonly limit = 128) {}

  /** A copy of the value `query` parsed to, if it is kept. */
  get(query: string): Flat | undefined {
    const value = this.kept.get(query);
    return value === undefined ? undefined : { ...value };
  }

  /** Keeps what `query` parsed to, if it is short and flat. */
  keep(query: string, value: unknown): void {
    if (query.length > longestKept || !isFlat(value) || this.kept.has(query)) return;
    if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(query, { ...value });
  }
}

function isFlat(value: unknown): value is Flat {
  if (
    typeof value !== 'object' ||
    value === null ||
    Object.getPrototypeOf(value) !== Object.prototype
  ) {
    return false;
  }
  for (const field of Object.values(value)) {
    if (typeof field === 'object' && field !== null) return false;
    if (typeof field === 'function' || typeof field === 'symbol' || typeof field === 'bigint') {
      return false;
    }
  }
  return true;
}

/** Everything after a request URL's first `?` (what its parsed query is made from), or ''. */
export function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start + 1);
}
