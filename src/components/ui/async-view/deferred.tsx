import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { useRevalidator } from 'react-router-dom';
import { isApiError } from '@/lib/http/api-error';
import { isCancelled } from '@/lib/http/cancelled';
import { useOutcome, useQuietRefreshSettled } from '@/lib/router/hooks';
import type { Outcome } from '@/lib/router/outcome';
import { captureError } from '@/lib/telemetry';
import { Loading } from '../loading';
import { ErrorView } from '../error-view';
import './deferred.css';

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
  /** A promise the page's data module started (so data loads in parallel with the page's code). */
  resolve: Promise<T>;
  /** Another promise the content waits for, so it does not move when that one arrives (a panel's code). */
  alongWith?: Promise<unknown>;
  children: (value: T) => ReactNode;
  fallback?: ReactNode;
  /** The failed state; by default the error's message with a retry that loads the page's data again. */
  renderError?: (error: unknown) => ReactNode;
  /**
   * What the page shows below the data (help links, a bottom button). It comes with the content or the
   * error, never beside the loading state, so a late answer pushes nothing already painted.
   */
  footer?: ReactNode;
}

const SETTLED = Promise.resolve();

/**
 * Renders a promise of the page's data: loading, then the content, or the error with a retry that loads
 * the page's data again. Data that has already arrived (the HTML's early answer usually has) renders at
 * once, with no loading state. A quiet refresh (the page came back into view, lib/router/hooks.ts) keeps
 * the content on screen until all the new data has arrived, then updates every part in place at once; a
 * refresh that fails keeps it. A call cancelled for a newer one shows the loading state: that one is on its way.
 */
export function Deferred<T>({
  resolve,
  alongWith,
  children,
  fallback,
  renderError,
  footer,
}: DeferredProps<T>) {
  const outcome = useOutcome(resolve);
  const along = useOutcome(alongWith ?? SETTLED);
  const refresh = useQuietRefreshSettled();
  const refreshed = useOutcome(refresh ?? SETTLED);
  // The last data shown, for a quiet refresh to keep.
  const [shown, setShown] = useState<{ promise: Promise<T>; value: T } | undefined>(undefined);
  const kept =
    refresh !== undefined &&
    shown !== undefined &&
    shown.promise !== resolve &&
    (outcome.status !== 'fulfilled' || refreshed.status === 'pending')
      ? shown
      : undefined;
  if (!kept && outcome.status === 'fulfilled' && shown?.promise !== resolve)
    setShown({ promise: resolve, value: outcome.value });
  const loading = fallback ?? (
    <div className="deferred-loading">
      <Loading />
    </div>
  );
  const content = (value: T) => (
    <>
      {children(value)}
      {footer}
    </>
  );
  if (kept) return content(kept.value);
  if (outcome.status === 'fulfilled') return along.status === 'pending' ? loading : content(outcome.value);
  if (isPendingOrCancelled(outcome)) return loading;
  const error = (outcome as { reason: unknown }).reason;
  return (
    <>
      {renderError ? renderError(error) : <DeferredError error={error} />}
      {footer}
    </>
  );
}

function isPendingOrCancelled(outcome: Outcome<unknown>): boolean {
  return outcome.status === 'pending' || (outcome.status === 'rejected' && isCancelled(outcome.reason));
}
