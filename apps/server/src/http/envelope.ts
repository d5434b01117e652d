import type { ErrorEnvelope, Ok } from '@portal/contract/envelope';
import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { AppError } from './app-error.ts';

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
