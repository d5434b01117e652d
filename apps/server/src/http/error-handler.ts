import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { errorBody } from './envelope.ts';
import { requestLanguage } from './language.ts';

const byFastifyCode: Record<string, AppError['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_input',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_input',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_input',
};

const byStatus: Record<number, AppError['code']> = {
  401: 'in_no_login',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/**
 * Maps anything thrown to an `AppError`. Fastify's own client errors (bad JSON, body too large,
 * wrong content type) keep their class; anything unexpected becomes `internal_error`.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const fastifyError = err as Partial<FastifyError>;
  const known = fastifyError.code ? byFastifyCode[fastifyError.code] : undefined;
  if (known) return new AppError(known);
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(byStatus[status] ?? 'invalid_input');
  }
  if (status === 503) return new AppError('service_unavailable');
  return new AppError('internal_error');
}

/**
 * Answers every error with an envelope. Client errors are logged briefly; server errors are
 * logged with their context and stack, and the body says nothing about them.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const appError = toAppError(err);
    const context = {
      route: request.routeOptions.url,
      method: request.method,
      merchant: request.merchant?.code,
      code: appError.code,
    };
    if (appError.status >= 500 && !(err instanceof AppError)) {
      request.log.error({ err, ...context }, 'request failed');
    } else {
      request.log.info(
        { ...context, reason: err instanceof Error ? err.message : undefined },
        'request refused',
      );
    }
    return reply.status(appError.status).send(errorBody(appError, requestLanguage(request)));
  });
}
