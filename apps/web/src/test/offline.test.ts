import { describe, expect, it } from 'vitest';
import { isLocal, takeRefusals } from './offline.ts';

describe('tests stay on the machine', () => {
  it('refuses a request to an outside host', async () => {
    expect(() => fetch('https://example.com/x')).toThrow(/never leave the machine/u);
    expect(takeRefusals()).toEqual(['https://example.com/x']);
  });

  it('tells local addresses from outside ones', () => {
    expect(isLocal('http://127.0.0.1:3000/wps')).toBe(true);
    expect(isLocal('/relative/path')).toBe(true);
    expect(isLocal('data:text/plain,x')).toBe(true);
    expect(isLocal('https://evil.test/')).toBe(false);
  });
});
