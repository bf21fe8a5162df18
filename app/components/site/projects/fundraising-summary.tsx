import { Progress } from "~/components/ui/progress";
import { formatMoneyWhole, percentOf, progressWidth } from "~/lib/format";
import { cn } from "~/lib/utils";

/** Colours on the home's green campaign block, and on a white card (/projets). */
const TONES = {
  dark: { amount: "text-gold-light", percent: "text-2xl text-gold-light", bar: "on-dark" },
  light: { amount: "text-primary", percent: "text-xl text-gold-dark", bar: "default" },
} as const;

/**
 * "X $ recueillis sur un objectif de Y $", then the gold bar and the percent reached: the
 * campaign's progress, on the home page and on /projets.
 */
export function FundraisingSummary({
  collectedCents,
  goalCents,
  tone,
  className,
}: {
  collectedCents: number;
  goalCents: number;
  tone: keyof typeof TONES;
  /** Spacing around and between the two lines. */
  className?: string;
}) {
  const colours = TONES[tone];
  const percent = percentOf(collectedCents, goalCents);
  return (
    <div className={cn("flex flex-col", className)}>
      <p className="text-lg">
        <strong className={cn("text-2xl font-bold", colours.amount)}>
          {formatMoneyWhole(collectedCents)}
        </strong>{" "}
        recueillis sur un objectif de{" "}
        <strong className="font-semibold">{formatMoneyWhole(goalCents)}</strong>
      </p>
      <div className="flex items-center gap-4">
        <Progress
          value={progressWidth(collectedCents, goalCents)}
          aria-label="Progression de la collecte"
          valueText={`${percent}\u00a0% de l'objectif atteint`}
          variant={colours.bar}
          tone="gold"
          className="flex-1"
        />
        <p className={cn("font-bold", colours.percent)} aria-hidden="true">
          {percent}&nbsp;%
        </p>
      </div>
    </div>
  );
}
