import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/db.ts';

/** One plain-text email. */
export interface EmailMessage {
  merchantId: number;
  to: string;
  subject: string;
  text: string;
}

/** Sends email. A real provider's adapter implements this and is chosen by `EMAIL_GATEWAY`. */
export interface EmailGateway {
  readonly name: string;
  /** True for gateways that deliver nowhere; the outbox call is open only for these. */
  readonly demo: boolean;
  send(message: EmailMessage): Promise<void>;
}

/**
 * DEMO gateway: delivers nothing. It writes each email to the `email_outbox` table (read through
 * `/operator/system/email-outbox`) and notes it in the log without the body, which may
 * hold a reset link.
 */
export function demoEmailGateway(db: Queryable, log: FastifyBaseLogger): EmailGateway {
  return {
    name: 'demo',
    demo: true,
    async send(message) {
      await db.query(
        'insert into email_outbox (merchant_id, to_address, subject, body) values ($1, $2, $3, $4)',
        [message.merchantId, message.to, message.subject, message.text],
      );
      log.info(
        { gateway: 'demo', to: message.to, subject: message.subject },
        'DEMO email gateway: message kept in the outbox, not sent',
      );
    },
  };
}

/** The configured email gateway. */
export function openEmailGateway(
  config: Pick<Config, 'emailGateway'>,
  db: Queryable,
  log: FastifyBaseLogger,
): EmailGateway {
  switch (config.emailGateway) {
    case 'demo':
      return demoEmailGateway(db, log);
  }
}
