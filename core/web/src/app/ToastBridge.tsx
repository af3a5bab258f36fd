import { useEffect } from 'react';
import { bridgeToasts, useToast } from './toast';

/** Hands antd's notification instance to code outside React; renders nothing. */
export function ToastBridge() {
  const toast = useToast();
  useEffect(() => bridgeToasts(toast), [toast]);
  return null;
}
