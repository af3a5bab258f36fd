import { App } from 'antd';

export type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

/**
 * Toasts: antd notifications, at most one at a time (a new one replaces the
 * previous), 5 seconds unless a call says otherwise. Configured on `<AntApp>` in App.tsx.
 */
export const toastConfig = { maxCount: 1, duration: 5, placement: 'topRight' } as const;

export function useToast(): NotificationInstance {
  return App.useApp().notification;
}

let bridged: NotificationInstance | null = null;

/** Lets code outside React (the query client's global handlers) show a toast. */
export function bridgeToasts(instance: NotificationInstance): void {
  bridged = instance;
}

export function toastFromOutsideReact(): NotificationInstance | null {
  return bridged;
}
