import { memberEndpoints } from '@portal/contract/member';
import { ruleFor, type PatternId } from '@portal/contract/patterns';
import { smsEndpoints } from '@portal/contract/sms';
import { agentEndpoints } from '@portal/contract/agent';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import {
  call,
  callEncrypted,
  demoMerchantId,
  register,
  registration,
  setField,
  setModule,
  sql,
} from '../../testing/accounts.ts';
import { lastSmsCode } from '../../testing/outboxes.ts';
import { expectError, expectOk } from '../../testing/expect-ok.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Samples each pattern must accept and refuse, as usernames. */
const samples: Record<PatternId, { accept: string[]; refuse: string[] }> = {
  ANY: { accept: ['any thing!'], refuse: ['ab'] },
  LETTER_FIRST_ALNUM: { accept: ['abc123'], refuse: ['1abc23', 'abc_12'] },
  CHINESE_DIGITS: { accept: ['张三123'], refuse: ['abc123'] },
  EMAIL: { accept: ['a.b@example.com'], refuse: ['a@b', 'ab.example.com'] },
  ALPHANUMERIC: { accept: ['abc124'], refuse: ['abc_124'] },
  LETTERS_AND_DIGITS: { accept: ['xyz789'], refuse: ['abcdef', '123456'] },
  DIGITS: { accept: ['20240229'], refuse: ['12a456'] },
  ALNUM_UPPER: { accept: ['Abc125'], refuse: ['abc125'] },
  ENGLISH_SPACES: { accept: ['John Smith'], refuse: ['John  Smith', 'José Smith'] },
  NO_SPACES: { accept: ['a_b-c!'], refuse: ['a b'] },
  CHINESE_PUNCTUATION: { accept: ['你好，世界'], refuse: ['你好 abc'] },
  KOREAN: { accept: ['한국어'], refuse: ['한국어abc'] },
  LETTERS_SPACES: { accept: ['José María'], refuse: ['José1'] },
  DATE_YMD: { accept: ['2024-02-29'], refuse: ['2023-02-29', '02-29-2024'] },
  DATE_MDY: { accept: ['02-28-2023'], refuse: ['02-30-2023', '2023-02-28'] },
};

describe('registration', () => {
  let t: TestApp;
  let merchantId = 0;
  const clock = new ManualClock();

  beforeAll(async () => {
    t = await createTestApp({ clock, config: { registerMaxPerIpHour: 10_000 } });
    merchantId = await demoMerchantId(t);
    await setField(t, 'captcha', false);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers by username, logs in, records the IP and audits it', async () => {
    const value = expectOk(
      await register(t, registration({ username: 'newbie77', referralCode: 'SUMMER' }), {
        ip: '198.51.100.77',
      }),
      memberEndpoints.register,
    );
    expect(value).toMatchObject({ firstTimeLogin: true, forcePasswordChange: false });
    const info = expectOk(
      await call(t, memberEndpoints.info, {}, { token: value.token! }),
      memberEndpoints.info,
    );
    expect(info).toMatchObject({ account: 'newbie77', type: 0, balance: '0.00' });
    const [row] = await t.db.query<{ referral_code: string; ip: string; action: string }>(
      `select m.referral_code, k.ip, (select action from audit_log a where a.member_id = m.id) as action
       from member m join member_known_ip k on k.member_id = m.id where m.account = 'newbie77'`,
    );
    expect(row).toEqual({ referral_code: 'SUMMER', ip: '198.51.100.77', action: 'register' });
  });

  it('applies each of the 15 pattern types to the username', async () => {
    for (const [patternId, { accept, refuse }] of Object.entries(samples)) {
      await sql(
        t,
        `update register_field set pattern_id = $1, accepted_pattern = null, min_length = 3, max_length = 40
         where field_name = 'username' and merchant_id = $2`,
        [patternId, merchantId],
      );
      for (const username of refuse) {
        const error = expectError(
          await register(t, registration({ username })),
          400,
          'invalid_input',
        );
        expect(Object.keys(error.fields ?? {}), `${patternId} ${username}`).toEqual(['username']);
      }
      for (const username of accept) {
        const res = await register(t, registration({ username }));
        expect(res.statusCode, `${patternId} ${username}: ${res.body}`).toBe(200);
      }
    }
    // The message is the pattern's template with the bounds filled in.
    await sql(
      t,
      `update register_field set pattern_id = 'LETTER_FIRST_ALNUM', min_length = 6, max_length = 12
       where field_name = 'username' and merchant_id = $1`,
      [merchantId],
    );
    const error = expectError(
      await register(t, registration({ username: '9lives' })),
      400,
      'invalid_input',
    );
    expect(error.fields?.username).toBe('6-12 letters and digits, starting with a letter.');
    expect(ruleFor('LETTER_FIRST_ALNUM', 6, 12).patternId).toBe('LETTER_FIRST_ALNUM');
  });

  it('refuses taken usernames (any case), bad confirmations, the default password and missing terms', async () => {
    expectError(await register(t, registration({ username: 'DEMO01' })), 409, 'username_taken');
    const mismatch = expectError(
      await register(t, registration({ username: 'other777', confirmPassword: 'secret78' })),
      400,
      'confirmation_mismatch',
    );
    expect(mismatch.fields).toEqual({ confirmPassword: 'Incorrect confirmation input.' });
    expectError(
      await register(
        t,
        registration({ username: 'other777', password: '123456', confirmPassword: '123456' }),
      ),
      400,
      'invalid_input',
    );
    expectError(
      await register(
        t,
        registration({
          username: 'other777',
          password: 'lettersonly',
          confirmPassword: 'lettersonly',
        }),
      ),
      400,
      'invalid_input',
    );
    const terms = expectError(
      await register(t, registration({ username: 'other777', termsAccepted: false })),
      400,
      'invalid_input',
    );
    expect(terms.fields?.termsAccepted).toBe(
      'Please confirm you are 18 or older and accept the terms.',
    );
  });

  it('puts a member with a valid invitation code in the agent’s downline, else refuses', async () => {
    expect(
      expectOk(
        await call(t, agentEndpoints.affiliate, { code: 'agent01' }),
        agentEndpoints.affiliate,
      ),
    ).toEqual({ valid: true, agentAccount: 'agent01' });
    expect(
      expectOk(
        await call(t, agentEndpoints.affiliate, { code: 'NOPE99' }),
        agentEndpoints.affiliate,
      ),
    ).toEqual({ valid: false, agentAccount: null });
    // A member's code is no invitation code.
    await sql(t, `update member set affiliate_code = 'PLAYER02' where account = 'player02'`);
    expect(
      expectOk(
        await call(t, agentEndpoints.affiliate, { code: 'PLAYER02' }),
        agentEndpoints.affiliate,
      ).valid,
    ).toBe(false);
    expectError(
      await register(t, registration({ username: 'invited1', affiliateCode: 'PLAYER02' })),
      400,
      'invitation_code_error',
    );
    expectOk(
      await register(t, registration({ username: 'invited1', affiliateCode: 'Agent01' })),
      memberEndpoints.register,
    );
    const [row] = await t.db.query<{ parent: string }>(
      `select p.account as parent from member m join member p on p.id = m.parent_agent_id
       where m.account = 'invited1'`,
    );
    expect(row?.parent).toBe('agent01');
  });

  it('requires the shown captcha and shown optional fields, and checks their rules', async () => {
    await setField(t, 'captcha', true, true);
    const missing = expectError(
      await register(t, registration({ username: 'captcha1' })),
      400,
      'invalid_input',
    );
    expect(Object.keys(missing.fields ?? {})).toEqual(['captcha']);
    const wrong = await t.app.platform.captchas.create(merchantId, 'ACDEF');
    expectError(
      await register(
        t,
        registration({ username: 'captcha1', captcha: 'ACDEE', captchaId: wrong.id }),
      ),
      400,
      'captcha_invalid',
    );
    const right = await t.app.platform.captchas.create(merchantId, 'ACDEF');
    await setField(t, 'paymentPassword', true, false);
    await setField(t, 'qqNum', true, true);
    const fields = expectError(
      await register(
        t,
        registration({
          username: 'captcha1',
          captcha: 'ACDEF',
          captchaId: right.id,
          qqNum: '12ab',
        }),
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(fields.fields ?? {}).sort()).toEqual(['paymentPassword', 'qqNum']);
    expectOk(
      await register(
        t,
        registration({
          username: 'captcha1',
          captcha: 'ACDEF',
          captchaId: right.id,
          qqNum: '123456',
          paymentPassword: '654321',
        }),
      ),
      memberEndpoints.register,
    );
    const [row] = await t.db.query<{ qq: string; payment_password_hash: string }>(
      `select qq, payment_password_hash from member where account = 'captcha1'`,
    );
    expect(row?.qq).toBe('123456');
    expect(row?.payment_password_hash).toMatch(/^scrypt\$/u);
    await setField(t, 'captcha', false);
    await setField(t, 'paymentPassword', false, true);
    await setField(t, 'qqNum', false);
  });

  it('registers by mobile with an SMS code, once per number', async () => {
    const mobile = { mobileNum: '913000001', countryDialingCode: '351' };
    expectOk(
      await call(t, smsEndpoints.register, {
        mobileNo: mobile.mobileNum,
        countryDialingCode: '351',
      }),
      smsEndpoints.register,
    );
    const code = await lastSmsCode(t, mobile.mobileNum);
    const missing = expectError(
      await callEncrypted(
        t,
        memberEndpoints.registerMobile,
        registration({ username: undefined, ...mobile }),
      ),
      400,
      'invalid_input',
    );
    expect(Object.keys(missing.fields ?? {})).toEqual(['verificationCode']);
    const value = expectOk(
      await callEncrypted(
        t,
        memberEndpoints.registerMobile,
        registration({ username: undefined, ...mobile, verificationCode: code }),
      ),
      memberEndpoints.registerMobile,
    );
    const info = expectOk(
      await call(t, memberEndpoints.info, {}, { token: value.token! }),
      memberEndpoints.info,
    );
    expect(info).toMatchObject({ account: 'm913000001', mobileNum: '+351 *****0001' });
    // The number is taken now: by SMS and by registration.
    clock.advance(1000);
    expectError(
      await call(
        t,
        smsEndpoints.register,
        { mobileNo: mobile.mobileNum, countryDialingCode: '351' },
        { ip: '10.0.0.9' },
      ),
      409,
      'mobile_taken',
    );
    expectError(
      await callEncrypted(
        t,
        memberEndpoints.registerMobile,
        registration({ username: 'another1', ...mobile, verificationCode: code }),
      ),
      409,
      'mobile_taken',
    );
  });

  it('follows the registration switches', async () => {
    await setModule(t, 'MOBILENUMREG3', false);
    expectError(
      await callEncrypted(
        t,
        memberEndpoints.registerMobile,
        registration({ mobileNum: '913000002', countryDialingCode: '351' }),
      ),
      403,
      'feature_disabled',
    );
    await setModule(t, 'MOBILENUMREG3', true);
    await setModule(t, 'USERNAMEREG3', false);
    expectError(await register(t, registration({ username: 'switch01' })), 403, 'feature_disabled');
    await setModule(t, 'USERNAMEREG3', true);
  });

  it('limits registrations per IP', async () => {
    const limited = await createTestApp({ db: t.db, clock, config: { registerMaxPerIpHour: 2 } });
    try {
      for (const username of ['limit001', 'limit002'])
        expectOk(
          await register(limited, registration({ username }), { ip: '192.0.2.44' }),
          memberEndpoints.register,
        );
      expectError(
        await register(limited, registration({ username: 'limit003' }), { ip: '192.0.2.44' }),
        429,
        'too_many_requests',
      );
    } finally {
      await limited.close();
    }
  });
});
