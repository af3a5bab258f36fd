import { useEffect } from 'react';
import { bridgeToasts, useToast } from './toast';
import { watchToastGestures } from './toastGestures';
import { watchTooltipTriggers } from './tooltipTiming';

/**
 * Hands antd's notification instance to code outside React, and adds what the app needs of
 * toasts and tooltips beyond antd's own (swipe to dismiss, F8, the tooltips' skip delay); renders nothing.
 */
export function ToastBridge() {
  const toast = useToast();
  useEffect(() => bridgeToasts(toast), [toast]);
  useEffect(() => watchToastGestures(), []);
  useEffect(() => watchTooltipTriggers(), []);
  return null;
}
