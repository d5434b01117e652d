import type { ErrorEnvelope, Ok } from '@portal/contract/envelope';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { AppError } from './app-error.ts';

/**
 * A handler's value already serialised as JSON (`T` names what it holds), sent inside the
 * success envelope as it is: for hot answers built from cached parts, which would otherwise be
 * serialised again on every request.
 */
export class JsonText<T> {
  declare readonly value?: T;
  constructor(readonly text: string) {}
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
