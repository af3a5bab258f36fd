import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorScreen } from './ErrorScreen';

/** The router's error component: errors inside a route (a page, a failed chunk) show the same screen. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('Unhandled error in a route', error);
  }, [error]);
  return <ErrorScreen />;
}
