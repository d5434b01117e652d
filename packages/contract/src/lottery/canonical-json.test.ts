import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';

describe('canonical JSON', () => {
  it('sorts keys, drops undefined, and adds no whitespace', () => {
    expect(canonicalJson({ b: [2, 1], a: { d: 'x', c: null }, e: undefined })).toBe(
      '{"a":{"c":null,"d":"x"},"b":[2,1]}',
    );
    expect(canonicalJson('é"\n')).toBe('"é\\"\\n"');
  });

  it('gives one text whatever the key order, and parses back to the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        const reversed = JSON.parse(JSON.stringify(value), (_key, v: unknown) =>
          v !== null && typeof v === 'object' && !Array.isArray(v)
            ? Object.fromEntries(Object.entries(v).reverse())
            : v,
        ) as unknown;
        expect(canonicalJson(reversed)).toBe(text);
      }),
    );
  });

  it('refuses what JSON cannot say exactly', () => {
    for (const bad of [Number.NaN, Infinity, 1n, () => 1, new Date(0), Symbol('s')]) {
      expect(() => canonicalJson(bad)).toThrow();
    }
  });
});
