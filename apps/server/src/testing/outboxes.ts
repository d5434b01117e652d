import { systemOpsEndpoints } from '@portal/contract/system';
import { call } from './accounts.ts';
import { expectOk } from './expect-ok.ts';
import { ownerSession } from './operators.ts';
import type { TestApp } from './test-app.ts';

/**
 * What the demo SMS and email gateways "sent", read as an operator reads it
 * (`/operator/system/*-outbox`), newest first.
 */

export async function smsOutbox(t: TestApp, mobile: string) {
  const res = await call(
    t,
    systemOpsEndpoints.opsSmsOutbox,
    { mobile },
    {
      token: await ownerSession(t),
    },
  );
  return expectOk(res, systemOpsEndpoints.opsSmsOutbox).list;
}

export async function emailOutbox(t: TestApp, to: string) {
  const res = await call(
    t,
    systemOpsEndpoints.opsEmailOutbox,
    { to },
    {
      token: await ownerSession(t),
    },
  );
  return expectOk(res, systemOpsEndpoints.opsEmailOutbox).list;
}

function codeIn(text: string | undefined, to: string): string {
  const code = text?.match(/\b(\d{6})\b/u)?.[1];
  if (!code) throw new Error(`no code sent to ${to}: ${text ?? 'nothing sent'}`);
  return code;
}

/** The six-digit code of the latest SMS to a number. */
export async function lastSmsCode(t: TestApp, mobile: string): Promise<string> {
  return codeIn((await smsOutbox(t, mobile))[0]?.text, mobile);
}

/** The six-digit code of the latest email to an address. */
export async function lastEmailCode(t: TestApp, to: string): Promise<string> {
  return codeIn((await emailOutbox(t, to))[0]?.text, to);
}
