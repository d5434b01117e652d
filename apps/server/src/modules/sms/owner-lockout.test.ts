import { sessionEndpoints } from '@portal/contract/session';
import { smsEndpoints } from '@portal/contract/sms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { call, createMember, login, loginOk } from '../../testing/accounts.ts';
import { lastSmsCode, smsOutbox } from '../../testing/outboxes.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A stranger who knows a member's mobile number must not be able to keep its owner out.
const clock = new ManualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, config: { smsMaxPerNumberAll: 12 } });
});

afterAll(async () => {
  await t.close();
});

async function outboxSize(mobile: string): Promise<number> {
  return (await smsOutbox(t, mobile)).length;
}

const publicSend = (mobile: string, ip: string, purpose: 'login' | 'reset' = 'login') =>
  call(t, smsEndpoints.noLogin, { mobileNum: mobile, countryDialingCode: '351', purpose }, { ip });

/** A member with a mobile number who has logged in once from `home`. */
async function owner(account: string, mobile: string, home: string) {
  await createMember(t, { account, password: 'right123', mobile: ['351', mobile] });
  await loginOk(t, account, 'right123', { ip: home });
}

/** Six sends to the number from each of the addresses, one second apart: the stranger's all. */
async function strangerFloods(mobile: string, addresses: string[]) {
  const answers: number[] = [];
  for (const ip of addresses) {
    for (let i = 0; i < 6; i += 1) {
      clock.advance(1000);
      answers.push((await publicSend(mobile, ip)).statusCode);
    }
  }
  return answers;
}

describe('a stranger flooding a member’s number', () => {
  it('is stopped per address, and the owner’s login from a new device still gets its code', async () => {
    await owner('owned01', '930000001', '198.51.100.1');
    const answers = await strangerFloods('930000001', ['203.0.113.7', '203.0.113.8']);
    // Each address gets its five, then 429 (and stays locked out for the number).
    expect(answers.filter((status) => status === 429)).toHaveLength(2);
    clock.advance(1000);
    expectError(await publicSend('930000001', '203.0.113.7'), 429, 'too_many_requests');

    const held = expectOk(
      await login(t, 'owned01', 'right123', { ip: '198.51.100.2' }),
      sessionEndpoints.login,
    );
    const challengeId = held.twoFactor!.challengeId;
    const code = await lastSmsCode(t, '930000001');
    const done = expectOk(
      await call(t, sessionEndpoints.verifyDevice, { challengeId, code }, { ip: '198.51.100.2' }),
      sessionEndpoints.verifyDevice,
    );
    expect(done.token).toBeTruthy();
  });

  it('leaves SMS login and phone reset to the owner at their own address', async () => {
    await owner('owned02', '930000002', '198.51.100.3');
    await strangerFloods('930000002', ['203.0.113.9']);
    const before = await outboxSize('930000002');
    clock.advance(1000);
    expectOk(await publicSend('930000002', '198.51.100.3', 'login'), smsEndpoints.noLogin);
    clock.advance(1000);
    expectOk(await publicSend('930000002', '198.51.100.3', 'reset'), smsEndpoints.noLogin);
    expect(await outboxSize('930000002')).toBe(before + 2);
  });

  it('bounds what many addresses together send, without touching the owner’s challenge', async () => {
    await owner('owned03', '930000003', '198.51.100.4');
    const addresses = Array.from({ length: 4 }, (_, i) => `203.0.113.${20 + i}`);
    await strangerFloods('930000003', addresses);
    // Twelve sent in the window from all addresses: the thirteenth is refused to anyone.
    expect(await outboxSize('930000003')).toBe(12);
    clock.advance(1000);
    expectError(await publicSend('930000003', '198.51.100.4'), 429, 'too_many_requests');
    const held = expectOk(
      await login(t, 'owned03', 'right123', { ip: '198.51.100.5' }),
      sessionEndpoints.login,
    );
    expect(held.twoFactor?.challengeId).toBeTruthy();
    expect(await outboxSize('930000003')).toBe(13);
    // The window ends by itself: nothing the stranger did is renewed.
    clock.advance(t.config.smsWindowMinutes * 60_000);
    expectOk(await publicSend('930000003', '198.51.100.4'), smsEndpoints.noLogin);
  });

  it('limits the owner’s own challenges, so the password alone cannot flood the phone', async () => {
    await owner('owned04', '930000004', '198.51.100.6');
    const statuses: number[] = [];
    for (let i = 0; i < t.config.smsMaxPerNumber + 1; i += 1) {
      clock.advance(1000);
      statuses.push(
        (await login(t, 'owned04', 'right123', { ip: `198.51.100.${50 + i}` })).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
