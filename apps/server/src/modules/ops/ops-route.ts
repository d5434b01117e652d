import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { issueFields } from '../../http/zod-fields.ts';

interface OpsRouteSpec<
  P extends z.ZodType,
  B extends z.ZodType,
  O extends z.ZodType,
  Q extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params: P;
  query?: Q;
  body?: B;
  output: O;
  handler: (
    input: { params: z.output<P>; query: z.output<Q>; body: z.output<B> },
    request: FastifyRequest,
  ) => Promise<z.input<O>>;
}

async function parseOrThrow<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  request: FastifyRequest,
  root: string,
) {
  const parsed = await schema.safeParseAsync(raw, { reportInput: true });
  if (!parsed.success)
    throw new AppError('invalid_input', issueFields(parsed.error, requestLanguage(request), root));
  return parsed.data;
}

/**
 * An operator route: params, query and JSON body parsed with zod (400 with fields), output
 * enveloped.
 */
export function opsRoute<
  P extends z.ZodType,
  B extends z.ZodType,
  O extends z.ZodType,
  Q extends z.ZodType = z.ZodType,
>(app: FastifyInstance, spec: OpsRouteSpec<P, B, O, Q>): void {
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (request, reply) => {
      const params = await parseOrThrow(spec.params, request.params, request, 'params');
      const query = (
        spec.query ? await parseOrThrow(spec.query, request.query ?? {}, request, 'query') : {}
      ) as z.output<Q>;
      let body = undefined as z.output<B>;
      if (spec.body) {
        const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (request.body !== undefined && type !== 'application/json')
          throw new AppError('unsupported_media_type');
        body = await parseOrThrow(spec.body, request.body ?? {}, request, 'body');
      }
      const value = await spec.handler({ params, query, body }, request);
      return reply.header('cache-control', 'no-store').send(ok(spec.output.parse(value)));
    },
  });
}
