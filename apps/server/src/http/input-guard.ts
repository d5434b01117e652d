import { messageText } from '@portal/contract/messages';
import { hasUnsafeCharacter } from '@portal/contract/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { requestLanguage } from './language.ts';

/** How deep a JSON body may nest before the guard stops looking and refuses it. */
const maxDepth = 32;

/**
 * The first place in a decoded input (`query.name`, `body.list.0`, a key) that holds a control
 * character or an unpaired surrogate, or null. Strings are checked, keys too; bytes (uploads)
 * are not text.
 */
export function findUnsafeText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > maxDepth) return path;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (hasUnsafeCharacter(key)) return at;
    const found = findUnsafeText(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses an input holding unsafe text: 400 `invalid_input`, naming the field, nothing done. */
export function assertSafeText(request: FastifyRequest, value: unknown, where: string): void {
  const found = findUnsafeText(value, where);
  if (found === null) return;
  const field = found.split('.').at(-1) ?? where;
  throw new AppError('invalid_input', {
    [field]: messageText('field_invalid', requestLanguage(request)),
  });
}

/**
 * Every route, contract or not (`/play`, `/ops`, the web app), refuses text with control
 * characters or unpaired surrogates before any handler or database work: the path and query
 * as soon as the request is routed, the body once parsed. A NUL byte would otherwise reach
 * PostgreSQL, which refuses it, and turn a bad input into a 500. Encrypted bodies are checked
 * again once decrypted (`contract-routes.ts`).
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Callback hooks, not async ones: they run on every request, and most inputs are empty.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      assertSafeText(request, request.params, 'path');
      assertSafeText(request, request.query, 'query');
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      if (request.body !== undefined) assertSafeText(request, request.body, 'body');
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}
