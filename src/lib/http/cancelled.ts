/**
 * What a call the page cancelled settles with: the page was left, or a newer call replaced this one (a
 * retry, a refresh, other URL values). It is an outcome, not a failure: nobody is there to show it, so pages
 * show nothing for it (no toast, no error view), the error reporters skip it, and start-up counts the call
 * as settled (its background work waits for the first data). It rejects rather than hanging so that every
 * `await` and `finally` after the call still runs.
 */
export class Cancelled extends Error {
  constructor(options: { cause?: unknown } = {}) {
    super('The call was cancelled', { cause: options.cause });
    this.name = 'Cancelled';
  }
}

export function isCancelled(error: unknown): error is Cancelled {
  return error instanceof Cancelled;
}

/**
 * A Cancelled nobody awaited (a loader's promise chain after its page was left) is not an unhandled
 * rejection: the browser neither logs it nor hands it to the error capture.
 */
export function ignoreCancelledRejections(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isCancelled(event.reason)) event.preventDefault();
  });
}
