import { describe, expect, it } from 'vitest';
import { takeStartParams } from './take-start-params.ts';

describe('start parameters', () => {
  it('reads token and language and removes them from the address', () => {
    window.history.replaceState(null, '', '/rng?vassalage=PGE&token=abc&language=EN#top');
    expect(takeStartParams()).toEqual({
      token: 'abc',
      language: 'EN',
      resetToken: null,
      handoff: null,
    });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/rng?vassalage=PGE#top',
    );
  });

  it('leaves an address without them alone', () => {
    window.history.replaceState(null, '', '/promotions');
    expect(takeStartParams()).toEqual({
      token: null,
      language: null,
      resetToken: null,
      handoff: null,
    });
    expect(window.location.pathname).toBe('/promotions');
  });

  it('takes the reset token of an emailed link out of the address', () => {
    window.history.replaceState(null, '', '/?resetToken=r-123');
    expect(takeStartParams()).toEqual({
      token: null,
      language: null,
      resetToken: 'r-123',
      handoff: null,
    });
    expect(window.location.pathname + window.location.search).toBe('/');
  });

  it('takes the hand-off code of an app QR code out of the address', () => {
    window.history.replaceState(null, '', '/?language=PT&handoff=h-456');
    expect(takeStartParams()).toMatchObject({ handoff: 'h-456', language: 'PT', token: null });
    expect(window.location.pathname + window.location.search).toBe('/');
  });
});
