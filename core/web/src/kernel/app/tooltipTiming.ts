/**
 * Tooltip timings: a tooltip opens 700 ms after the pointer rests on its trigger;
 * once one has closed, another opened within 300 ms shows at once (the skip delay), so running the
 * pointer along a toolbar does not wait again at every button.
 */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** antd closes a tooltip this long after the pointer leaves its trigger (its default mouseLeaveDelay). */
const TOOLTIP_CLOSE_DELAY_MS = 100;

export class TooltipTiming {
  private skipUntil = Number.NEGATIVE_INFINITY;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** The pointer left a trigger whose tooltip is open: it closes now, and the skip window starts. */
  left(): void {
    this.skipUntil = this.now() + TOOLTIP_CLOSE_DELAY_MS + TOOLTIP_SKIP_DELAY_MS;
  }

  /** The delay before the next tooltip opens, in seconds as antd counts it. */
  enterDelaySeconds(): number {
    // 1 ms rather than 0: the trigger compares the delay with 0 to skip its timer, which an object never equals.
    return this.now() < this.skipUntil ? 0.001 : TOOLTIP_DELAY_MS / 1000;
  }
}

/** The one timing of the page: every antd tooltip (the host's and the plugins', one shared antd) reads it. */
export const tooltipTiming = new TooltipTiming();

/**
 * antd reads a tooltip's mouseEnterDelay when it renders and multiplies it by 1000 when the pointer
 * enters. This stands for that number and answers the current delay at that moment (its valueOf),
 * so the skip window needs no re-render of the app. Given to the ConfigProvider's `tooltip`.
 */
export const tooltipEnterDelay = { valueOf: () => tooltipTiming.enterDelaySeconds() } as unknown as number;

/** Starts the skip window whenever the pointer leaves a trigger whose tooltip is open (antd marks it `ant-tooltip-open`). */
export function watchTooltipTriggers(doc: Document = document): () => void {
  const onPointerOut = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const trigger = target?.closest('.ant-tooltip-open');
    if (!trigger) return;
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (next && trigger.contains(next)) return;
    tooltipTiming.left();
  };
  doc.addEventListener('pointerout', onPointerOut, true);
  return () => doc.removeEventListener('pointerout', onPointerOut, true);
}
