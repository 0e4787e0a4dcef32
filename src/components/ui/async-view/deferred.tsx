import {
  Component,
  Suspense,
  startTransition,
  use,
  useEffect,
  useReducer,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useRevalidator } from 'react-router-dom';
import { isApiError } from '@/lib/http/api-error';
import { isCancelled } from '@/lib/http/cancelled';
import { isQuietRefresh } from '@/lib/router/refresh';
import { captureError } from '@/lib/telemetry';
import { Loading } from '../loading';
import { ErrorView } from '../error-view';
import './deferred.css';

const promiseIds = new WeakMap<object, number>();
let nextPromiseId = 1;
function keyOf(promise: Promise<unknown>): number {
  let id = promiseIds.get(promise);
  if (id === undefined) {
    id = nextPromiseId++;
    promiseIds.set(promise, id);
  }
  return id;
}

function DeferredError({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  return (
    <ErrorView
      error={error}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Catches the data's failure (React's `use` throws a rejected promise's reason) and, like any boundary,
 * an error while rendering the data; only the latter is a bug worth an error report.
 */
export class DeferredBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isApiError(error) && !isCancelled(error)) captureError(error, 'boundary');
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function Settled<T>({
  resolve,
  children,
  cancelled,
}: {
  resolve: Promise<T>;
  children: (value: T) => ReactNode;
  cancelled: ReactNode;
}) {
  // A call cancelled while its page is still on screen (being left, or replaced by a newer call): not
  // thrown, so React neither hands it to the boundary nor reports it as an error of a concurrent render.
  const marked = resolve as { status?: string; reason?: unknown };
  if (marked.status === 'rejected' && isCancelled(marked.reason)) return cancelled;
  return children(use(resolve));
}

export interface DeferredProps<T> {
  /** A promise the route loader started (so data loads in parallel with the page's code). */
  resolve: Promise<T>;
  children: (value: T) => ReactNode;
  fallback?: ReactNode;
  /** The failed state; by default the error's message with a retry that re-runs the route loader. */
  renderError?: (error: unknown) => ReactNode;
  /**
   * What the page shows below the data (help links, a bottom button). It comes with the content or the
   * error, never beside the loading state, so a late answer pushes nothing already painted.
   */
  footer?: ReactNode;
}

/** The outcome `deferData` (lib/router/early-data.ts) marks on a loader's promise. */
const statusOf = (promise: Promise<unknown>) => (promise as { status?: string }).status;

/**
 * A quiet refresh (the page came back into view, lib/router/refresh.ts): the content already shown stays
 * until the new data has arrived, then updates in place (same boundary, so nothing remounts and only what
 * changed moves); a refresh that fails keeps it. Otherwise (first load, retry, other URL values) the
 * promise itself is shown. Returns the promise to show and the boundary's key.
 */
function useQuietRefresh<T>(resolve: Promise<T>): { shown: Promise<T>; key: number } {
  // What the last render showed, and under which boundary key.
  const [last, setLast] = useState<{ promise: Promise<T>; key: number } | undefined>(undefined);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const quiet =
    last !== undefined &&
    last.promise !== resolve &&
    isQuietRefresh(resolve) &&
    statusOf(last.promise) === 'fulfilled';
  const waiting = quiet && statusOf(resolve) !== 'fulfilled';
  const shown = waiting ? last.promise : resolve;
  // A quiet refresh keeps the boundary (its key) of what it replaces.
  const key = last && (quiet || shown === last.promise) ? last.key : keyOf(shown);
  if (last?.promise !== shown || last.key !== key) setLast({ promise: shown, key });

  useEffect(() => {
    if (!waiting) return;
    let live = true;
    // Fulfilled: show it, as a transition so a part that still loads (a panel's code) keeps the old
    // content on screen rather than a spinner. Rejected: nothing changes.
    resolve.then(
      () => {
        if (live) startTransition(rerender);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [resolve, waiting]);
  return { shown, key };
}

/**
 * Renders a route loader's promise: loading, then the content, or the error with a retry that re-runs the
 * loader. Keyed by the promise so a retry shows the loading state again. A promise the loader marked with
 * `deferData` that has already settled renders at once, with no loading flash (React's `use` reads a
 * settled thenable synchronously). A quiet refresh updates the content in place (useQuietRefresh).
 */
export function Deferred<T>({ resolve, children, fallback, renderError, footer }: DeferredProps<T>) {
  const { shown, key } = useQuietRefresh(resolve);
  const loading = fallback ?? (
    <div className="deferred-loading">
      <Loading />
    </div>
  );
  return (
    <Suspense key={key} fallback={loading}>
      <DeferredBoundary
        fallback={(error) =>
          // A call cancelled for a newer one (a retry, other URL values): that one is on its way.
          isCancelled(error) ? (
            loading
          ) : (
            <>
              {renderError ? renderError(error) : <DeferredError error={error} />}
              {footer}
            </>
          )
        }
      >
        <Settled resolve={shown} cancelled={loading}>
          {children}
        </Settled>
        {footer}
      </DeferredBoundary>
    </Suspense>
  );
}
