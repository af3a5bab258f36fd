import { useSearch } from '@tanstack/react-router';
import { parseManualView, type ManualView } from './manualView';

/** The manual view named in the URL's search params (validated). */
export function useManualView(): ManualView {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  return parseManualView(search);
}
