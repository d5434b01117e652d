import { errorStatus, type ErrorCode } from '@portal/contract/errors';

/**
 * An expected failure with a stable code. The HTTP status comes from the contract's
 * `errorStatus`; the message is translated when the envelope is written. `fields` maps dotted
 * field paths to already translated messages. `detail` overrides the translated message (for
 * example an operator's maintenance note) and must never carry internals; `details` becomes the
 * envelope's `details` record.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly detail?: string,
    /** Facts the client acts on (`captcha: true`); never internals. */
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}
