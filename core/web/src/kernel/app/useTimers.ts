import { useCallback, useEffect, useRef } from 'react';

/** `later(fn, ms)`: runs `fn` after `ms` unless the component has unmounted by then. */
export function useTimers(): (fn: () => void, ms: number) => void {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );
  return useCallback((fn: () => void, ms: number) => {
    timers.current.push(setTimeout(fn, ms));
  }, []);
}
