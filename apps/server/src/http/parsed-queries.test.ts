import { describe, expect, it } from 'vitest';
import { ParsedQueries, queryOf } from './parsed-queries.ts';

describe('ParsedQueries', () => {
  it('gives back a copy of a kept flat value, never the kept object itself', () => {
    const queries = new ParsedQueries();
    queries.keep('a=1', { a: 1, b: 'x', c: true, d: null, e: undefined });
    const first = queries.get('a=1')!;
    expect(first).toEqual({ a: 1, b: 'x', c: true, d: null, e: undefined });
    first.a = 2;
    expect(queries.get('a=1')).toEqual({ a: 1, b: 'x', c: true, d: null, e: undefined });
    expect(queries.get('a=2')).toBeUndefined();
  });

  it('keeps no value with objects or arrays inside, nor a long query string', () => {
    const queries = new ParsedQueries();
    queries.keep('ids=1&ids=2', { ids: [1, 2] });
    queries.keep('at=1', { at: new Date(0) });
    queries.keep('list', [1, 2]);
    queries.keep(`q=${'x'.repeat(600)}`, { q: 'x'.repeat(600) });
    expect(queries.get('ids=1&ids=2')).toBeUndefined();
    expect(queries.get('at=1')).toBeUndefined();
    expect(queries.get('list')).toBeUndefined();
    expect(queries.get(`q=${'x'.repeat(600)}`)).toBeUndefined();
  });

  it('lets the oldest string go once its limit is kept', () => {
    const queries = new ParsedQueries(2);
    queries.keep('p=1', { p: 1 });
    queries.keep('p=2', { p: 2 });
    queries.keep('p=3', { p: 3 });
    expect(queries.get('p=1')).toBeUndefined();
    expect(queries.get('p=2')).toEqual({ p: 2 });
    expect(queries.get('p=3')).toEqual({ p: 3 });
  });

  it('reads the query string of a request URL', () => {
    expect(queryOf('/wps/system/status?platform=W&language=PT')).toBe('platform=W&language=PT');
    expect(queryOf('/wps/system/status')).toBe('');
    expect(queryOf('/x?a=1?b=2')).toBe('a=1?b=2');
  });
});
