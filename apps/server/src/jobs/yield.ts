/**
 * Lets the event loop serve I/O between the steps of a long job. On the embedded database every
 * query resolves without leaving the process, so a job that awaits query after query would
 * otherwise hold the loop until it ends and no request would be answered meanwhile.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
