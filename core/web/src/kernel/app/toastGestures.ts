/**
 * Toasts' gestures and hotkey: a toast is dismissed by swiping it at least 50 px to
 * the right; F8 moves the focus to the newest toast (the notification region), so a keyboard user
 * can read it and close it. antd's notifications have neither, so they are added on the document.
 */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

const noticeSelector = '.ant-notification-notice';
/** What a press on a toast is left to: its own buttons and links keep their click. */
const interactiveSelector = 'a, button, input, textarea, select, [role="button"]';

/** Whether a drag of (dx, dy) pixels dismisses the toast: to the right, by the threshold, more sideways than up or down. */
export function swipeDismisses(dx: number, dy: number): boolean {
  return dx >= TOAST_SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy);
}

/** Swipe to dismiss and F8 on `doc`; returns the way to remove them. */
export function watchToastGestures(doc: Document = document): () => void {
  let drag: { notice: HTMLElement; pointerId: number; x: number; y: number } | null = null;

  const release = (dismiss: boolean) => {
    if (!drag) return;
    const { notice } = drag;
    drag = null;
    notice.style.transition = '';
    if (dismiss) {
      // Its close button closes it as a click would: antd removes it and calls its onClose.
      notice.querySelector<HTMLElement>('.ant-notification-notice-close')?.click();
    } else {
      notice.style.transform = '';
      notice.style.opacity = '';
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const notice = event.target.closest<HTMLElement>(noticeSelector);
    if (!notice || event.target.closest(interactiveSelector)) return;
    drag = { notice, pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    notice.style.transition = 'none';
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    // Only to the right, as the toast leaves the screen on that side.
    const dx = Math.max(0, event.clientX - drag.x);
    drag.notice.style.transform = `translateX(${dx}px)`;
    drag.notice.style.opacity = String(Math.max(0.4, 1 - dx / 200));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    release(swipeDismisses(event.clientX - drag.x, event.clientY - drag.y));
  };
  const onPointerCancel = () => release(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const notices = doc.querySelectorAll<HTMLElement>(noticeSelector);
    const newest = notices[notices.length - 1];
    if (!newest) return;
    event.preventDefault();
    if (!newest.hasAttribute('tabindex')) newest.setAttribute('tabindex', '-1');
    newest.focus();
  };

  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointermove', onPointerMove, true);
  doc.addEventListener('pointerup', onPointerUp, true);
  doc.addEventListener('pointercancel', onPointerCancel, true);
  doc.addEventListener('keydown', onKeyDown);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('pointermove', onPointerMove, true);
    doc.removeEventListener('pointerup', onPointerUp, true);
    doc.removeEventListener('pointercancel', onPointerCancel, true);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
