import { Component, Suspense, use, type ErrorInfo, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import { isApiError } from '@/lib/http/api-error';
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
    if (!isApiError(error)) captureError(error, 'boundary');
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function Settled<T>({ resolve, children }: { resolve: Promise<T>; children: (value: T) => ReactNode }) {
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
   * error, never beside the loading state, so a late answer pushes nothing already painted (issue 17).
   */
  footer?: ReactNode;
}

/**
 * Renders a route loader's promise: loading, then the content, or the error with a retry that re-runs the
 * loader. Keyed by the promise so a retry shows the loading state again. A promise the loader marked with
 * `deferData` that has already settled renders at once, with no loading flash (React's `use` reads a
 * settled thenable synchronously).
 */
export function Deferred<T>({ resolve, children, fallback, renderError, footer }: DeferredProps<T>) {
  return (
    <Suspense
      key={keyOf(resolve)}
      fallback={
        fallback ?? (
          <div className="deferred-loading">
            <Loading />
          </div>
        )
      }
    >
      <DeferredBoundary
        fallback={(error) => (
          <>
            {renderError ? renderError(error) : <DeferredError error={error} />}
            {footer}
          </>
        )}
      >
        <Settled resolve={resolve}>{children}</Settled>
        {footer}
      </DeferredBoundary>
    </Suspense>
  );
}
