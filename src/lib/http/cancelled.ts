/**
 * What a call the page cancelled resolves to: nothing, ever. The page was left or a newer call replaced
 * this one, so nobody is there to show its answer or its failure; a rejection would reach a page that no
 * longer reads it (React reports it as an error) or make a live page show "offline" for a request it
 * dropped itself.
 */
export function settleNever(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/** Runs a request; when the caller's signal cancelled it, the result never settles (see settleNever). */
export async function unlessCancelled<T>(signal: AbortSignal | undefined, request: () => Promise<T>) {
  try {
    return await request();
  } catch (error) {
    if (signal?.aborted) return settleNever();
    throw error;
  }
}
