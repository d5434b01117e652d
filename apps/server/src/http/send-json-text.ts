import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressThreshold, type JsonText } from './envelope.ts';

const encodings: Array<'br' | 'gzip'> = ['br', 'gzip'];

/**
 * Sends a kept answer in the success envelope, compressed as the client accepts (brotli first,
 * then gzip, weights honoured) from the bytes the answer keeps, so the compression plugin has
 * nothing left to do. A body too small to compress is sent as it is, as the plugin would.
 */
export function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  value: JsonText<unknown>,
): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const plain = value.body('identity');
  if (plain.length < compressThreshold) return reply.send(plain);
  // The body depends on Accept-Encoding: a shared cache keeps one per encoding.
  const vary = reply.getHeader('vary');
  reply.header(
    'vary',
    typeof vary === 'string' && vary !== '' ? `${vary}, accept-encoding` : 'accept-encoding',
  );
  const header = request.headers['accept-encoding'];
  const encoding = typeof header === 'string' ? negotiate(header, encodings) : null;
  if (encoding === null) return reply.send(plain);
  return reply.header('content-encoding', encoding).send(value.body(encoding));
}
