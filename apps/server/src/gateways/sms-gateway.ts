import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';

/** One text message to a mobile number. */
export interface SmsMessage {
  merchantId: number;
  countryCode: string;
  mobile: string;
  /** What the code is for (`login`, `reset`, `device`, `register`), for the outbox and logs. */
  purpose: string;
  text: string;
}

/**
 * Sends SMS. A real provider's adapter implements this and is chosen by `SMS_GATEWAY`; it must
 * throw when the provider refuses, which callers answer with `sms_send_failed`.
 */
export interface SmsGateway {
  readonly name: string;
  /** True for gateways that deliver nowhere; the outbox call is open only for these. */
  readonly demo: boolean;
  send(message: SmsMessage): Promise<void>;
}

/**
 * DEMO gateway: delivers nothing. It writes each message to the `sms_outbox` table (read by
 * operators and end-to-end tests through `/operator/system/sms-outbox`) and to the log.
 */
export function demoSmsGateway(db: Queryable, log: FastifyBaseLogger): SmsGateway {
  return {
    name: 'demo',
    demo: true,
    async send(message) {
      await db.query(
        `insert into sms_outbox (merchant_id, country_code, mobile, purpose, body)
         values ($1, $2, $3, $4, $5)`,
        [message.merchantId, message.countryCode, message.mobile, message.purpose, message.text],
      );
      log.info(
        { gateway: 'demo', to: `+${message.countryCode} ${message.mobile}`, text: message.text },
        'DEMO SMS gateway: message kept in the outbox, not sent',
      );
    },
  };
}

/** The configured SMS gateway. */
export function openSmsGateway(
  config: Pick<Config, 'smsGateway'>,
  db: Queryable,
  log: FastifyBaseLogger,
): SmsGateway {
  switch (config.smsGateway) {
    case 'demo':
      return demoSmsGateway(db, log);
  }
}
