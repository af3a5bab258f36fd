import { createContext, useContext } from 'react';

/** The page every tool works on: one URL field shared by the page and the dialogs. */
export interface ToolTargetValue {
  url: string;
  setUrl: (url: string) => void;
  /** The analysis the URL came from (`?analysisId=` or a chosen recent analysis), while the field still holds its address. */
  analysisId: string | undefined;
}

export const ToolTargetContext = createContext<ToolTargetValue | null>(null);

export function useToolTarget(): ToolTargetValue {
  const value = useContext(ToolTargetContext);
  if (!value) throw new Error('useToolTarget outside the AI tools page');
  return value;
}
