import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ErrorEnvelope, Ok } from '@portal/contract/envelope';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { AppError } from './app-error.ts';

/** How a kept answer's body can be sent: as it is, or compressed as the client accepts. */
export type BodyEncoding = 'identity' | 'br' | 'gzip';

/**
 * Bodies below this size are sent as they are: compressing them saves less than its headers
 * cost (the same threshold as the compression plugin's for other answers).
 */
export const compressThreshold = 1024;

/**
 * A handler's value already serialised as JSON (`T` names what it holds), sent inside the
 * success envelope as it is: for hot answers kept and served many times (the status call per
 * visitor, catalogue pages), which would otherwise be serialised again on every request. The
 * envelope's bytes, and their brotli and gzip forms, are made on first use and kept with it, so
 * a repeat answer is written without encoding or compressing anything.
 */
export class JsonText<T> {
  declare readonly value?: T;
  private readonly bodies: Partial<Record<BodyEncoding, Buffer>> = {};
  constructor(readonly text: string) {}

  /** The success envelope around this value, as bytes in `encoding`, made once. */
  body(encoding: BodyEncoding): Buffer {
    let body = this.bodies[encoding];
    if (!body) {
      const plain = this.bodies.identity ?? Buffer.from(okText(this));
      this.bodies.identity = plain;
      body =
        encoding === 'br'
          ? brotliCompressSync(plain, {
              // Quality 4, as the plugin's: most of the gain of 11 at a fraction of the CPU.
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
              },
            })
          : encoding === 'gzip'
            ? gzipSync(plain)
            : plain;
      this.bodies[encoding] = body;
    }
    return body;
  }
}

/** The success envelope around a serialised value. */
export function okText(value: JsonText<unknown>): string {
  return `{"success":true,"value":${value.text}}`;
}

/** The success envelope around a value. */
export function ok<T>(value: T): Ok<T> {
  return { success: true, value };
}

/** The error envelope of an `AppError`, with its message in the request's language. */
export function errorBody(error: AppError, language: MessageLanguage): ErrorEnvelope {
  return {
    success: false,
    code: error.code,
    message: error.detail ?? messageText(error.code, language),
    ...(error.fields && Object.keys(error.fields).length > 0 ? { fields: error.fields } : {}),
    ...(error.details ? { details: error.details } : {}),
  };
}
