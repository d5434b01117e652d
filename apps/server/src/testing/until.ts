/**
 * Waits until `check` holds, polling every 10 ms. The limit only bounds a test that is going to
 * fail anyway, so it is generous: a loaded machine may take long to deliver an event.
 */
export async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
