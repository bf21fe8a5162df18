import * as React from "react";
import { cn } from "~/lib/utils";

export interface ProgressProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** Current value; may exceed `max` (a campaign may pass its goal), the bar is then full. */
  value: number;
  max?: number;
  /** Spoken value, e.g. "134 % de l'objectif". Defaults to "{percent} %". */
  valueText?: string;
  /** "on-dark": a taller, translucent white track for a dark background. */
  variant?: "default" | "on-dark";
  /** Colour of the filled part. */
  tone?: "primary" | "gold";
}

// Variant props rather than class overrides: cn() does not resolve conflicting utilities.
const tracks = { default: "h-3 bg-muted", "on-dark": "h-4 bg-white/20" };
const tones = { primary: "bg-primary", gold: "bg-gold-button" };

/**
 * An accessible progress bar (role="progressbar" with aria-valuemin/max/now/text). Name it with
 * `aria-label` or `aria-labelledby`. Hand-built (no JavaScript at all) so it renders on the server.
 */
export function Progress({
  value,
  max = 100,
  valueText,
  variant = "default",
  tone = "primary",
  className,
  ...props
}: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const width = (clamped / safeMax) * 100;
  const percent = Math.round((Math.max(value, 0) / safeMax) * 100);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText ?? `${percent} %`}
      data-slot="progress"
      className={cn("relative w-full overflow-hidden rounded-full", tracks[variant], className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn("h-full rounded-full transition-[width] duration-500", tones[tone])}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
