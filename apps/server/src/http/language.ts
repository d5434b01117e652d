import { messageLanguage, type MessageLanguage } from '@portal/contract/messages';
import { constants } from '@portal/contract/constants';
import type { FastifyRequest } from 'fastify';

const tag = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/u;

function firstAcceptLanguage(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && first !== '*' && tag.test(first) ? first : undefined;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim();
  return trimmed && tag.test(trimmed) ? trimmed : undefined;
}

/**
 * The language of messages for a request: the `X-Language` header, else the first tag of
 * `Accept-Language`, else the merchant's default language, else the platform default.
 */
export function requestLanguage(request: FastifyRequest): MessageLanguage {
  const code =
    headerValue(request.headers['x-language']) ??
    firstAcceptLanguage(request.headers['accept-language']) ??
    request.merchant?.defaultLanguage ??
    constants.defaultLanguage;
  return messageLanguage(code);
}
