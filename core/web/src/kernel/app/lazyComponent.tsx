import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageLoading } from './PageLoading';

/**
 * A component loaded on first render, in its own chunk, with a loading state meanwhile. Used for
 * everything a visitor of the landing page does not need (the app shell, the dashboards, the
 * error screens), so that the first page downloads as little as possible.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = <PageLoading />) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
