import { Suspense, type ReactNode } from 'react';
import { Await, useAsyncError, useRevalidator } from 'react-router-dom';
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

function DeferredError() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return (
    <ErrorView
      error={error}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}

export interface DeferredProps<T> {
  /** A promise the route loader started (so data loads in parallel with the page's code). */
  resolve: Promise<T>;
  children: (value: T) => ReactNode;
  fallback?: ReactNode;
}

/**
 * Renders a route loader's promise: loading, then the content, or the error with a retry that re-runs the
 * loader. Keyed by the promise so a retry shows the loading state again. The loading state fills the rest
 * of the screen, so what the page shows below the data is off screen until the data arrives instead of
 * jumping down then (a layout shift).
 */
export function Deferred<T>({ resolve, children, fallback }: DeferredProps<T>) {
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
      <Await resolve={resolve} errorElement={<DeferredError />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}
