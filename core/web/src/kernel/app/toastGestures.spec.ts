import { describe, expect, it } from 'vitest';
import { swipeDismisses, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toastGestures';
import { toastConfig } from './toast';

describe('toasts', () => {
  it('show one at a time, for 5000 ms, and F8 reaches them', () => {
    expect(toastConfig).toMatchObject({ maxCount: 1, duration: 5 });
    expect(TOAST_HOTKEY).toBe('F8');
  });

  it('are dismissed by a swipe of at least 50 px to the right, not by a shorter one, one to the left or a mostly vertical one', () => {
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDismisses(50, 0)).toBe(true);
    expect(swipeDismisses(120, 30)).toBe(true);
    expect(swipeDismisses(49, 0)).toBe(false);
    expect(swipeDismisses(-80, 0)).toBe(false);
    expect(swipeDismisses(60, 90)).toBe(false);
  });
});
