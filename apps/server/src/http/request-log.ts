import { LogController, type FastifyInstance } from 'fastify';

/**
 * Fastify's per-request lines without the two every request pays for ("incoming request" and
 * "request completed", formatted and written at info for every call); its error lines stay.
 * `registerRequestLog` writes the ordinary requests' line instead, at debug.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    if (args[0]) super.requestCompleted(...args);
  }
}

/** The levels that write ordinary requests' lines. */
const verbose = new Set(['debug', 'trace']);

/**
 * One line per request, by route pattern (never the raw URL, whose query may carry a player's
 * input): at debug for the ordinary ones, at warn for slow ones. Failures are logged with their
 * context by the error handler. For an app built with `RequestLogController`.
 */
export function registerRequestLog(
  app: FastifyInstance,
  // A request slower than this is worth an operator's look, whatever its answer.
  slowMs = 1000,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms >= slowMs || verbose.has(request.log.level)) {
      const line = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        ms: Math.round(ms),
      };
      if (ms >= slowMs) request.log.warn(line, 'slow request');
      else request.log.debug(line, 'request completed');
    }
    done();
  });
}
