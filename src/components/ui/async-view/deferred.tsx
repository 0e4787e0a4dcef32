import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isApiError, isCancelled } from '@/lib/http/api-error';
import { useQuery } from '@/lib/router/hooks';
import type { Outcome, Query } from '@/lib/router/query-cache';
import { captureError } from '@/lib/telemetry/capture';
import { Loading } from '../loading';
import { ErrorView } from '../error-view';
import './deferred.css';

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** An error while rendering a part (a bug, or a lazy part's file that never came): shown, and reported. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
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

export interface DeferredProps<T> {
  /** The cache entry of a call the page's data module started (so data loads in parallel with its code). */
  resolve: Query<T>;
  /** Another entry the content waits for, so it does not move when that one arrives (a panel's code). */
  alongWith?: Query<unknown>;
  children: (value: T) => ReactNode;
  fallback?: ReactNode;
  /** The failed state; by default the error's message with a Retry that fetches the entry again. */
  renderError?: (error: unknown) => ReactNode;
  /**
   * What the page shows below the data (help links, a bottom button). It comes with the content or the
   * error, never beside the loading state, so a late answer pushes nothing already painted.
   */
  footer?: ReactNode;
}

const SETTLED: Query<undefined> = {
  key: '',
  outcome: { status: 'fulfilled', value: undefined },
  settled: Promise.resolve(),
  refetch: () => undefined,
};

/**
 * Renders a cache entry of the page's data: loading, then the content, or the error with a Retry that
 * fetches it again. Data that has already arrived (the HTML's early answer usually has) renders at once, with
 * no loading state. A quiet refresh keeps the content on screen until the new answers are in
 * (query-cache.ts). A call cancelled for a newer one shows the loading state: that one is on its way.
 */
export function Deferred<T>({
  resolve,
  alongWith,
  children,
  fallback,
  renderError,
  footer,
}: DeferredProps<T>) {
  const outcome = useQuery(resolve);
  const along = useQuery(alongWith ?? SETTLED);
  const loading = fallback ?? (
    <div className="deferred-loading">
      <Loading />
    </div>
  );
  if (outcome.status === 'fulfilled')
    return along.status === 'pending' ? (
      loading
    ) : (
      <>
        {children(outcome.value)}
        {footer}
      </>
    );
  if (isPendingOrCancelled(outcome)) return loading;
  const error = (outcome as { reason: unknown }).reason;
  return (
    <>
      {renderError ? renderError(error) : <ErrorView error={error} onRetry={resolve.refetch} />}
      {footer}
    </>
  );
}

function isPendingOrCancelled(outcome: Outcome<unknown>): boolean {
  return outcome.status === 'pending' || (outcome.status === 'rejected' && isCancelled(outcome.reason));
}
