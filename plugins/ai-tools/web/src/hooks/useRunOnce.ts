import { useEffect, useRef } from 'react';

/** Runs `effect` once when the dialog's content mounts (and not twice under React's strict mode). */
export function useRunOnce(effect: () => void): void {
  const done = useRef(false);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
}
