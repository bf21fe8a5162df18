/**
 * A short status label in a table (Actif, Inactif, À venir, Annulé…). The text says the status;
 * the colour only repeats it, and every tone keeps a contrast of at least 4.5:1.
 */
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

export type BadgeTone = "success" | "neutral" | "warning" | "danger";

const tones: Record<BadgeTone, string> = {
  success: "border-primary/30 bg-accent text-primary",
  neutral: "border-border bg-muted text-muted-foreground",
  warning: "border-gold/50 bg-gold-light/30 text-gold-dark",
  danger: "border-destructive/30 bg-white text-destructive",
};

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/**
 * The badge of a record's status: its tone from `tones` (`fallback` for a status not listed), its
 * text from `label`. `const OrderStatusBadge = statusBadge(orderTones, orderStatusLabel);`
 */
export function statusBadge(
  tones: Readonly<Record<string, BadgeTone>>,
  label: (status: string) => string,
  fallback: BadgeTone = "neutral",
) {
  return function RecordStatusBadge({ status }: { status: string }) {
    return <StatusBadge tone={tones[status] ?? fallback}>{label(status)}</StatusBadge>;
  };
}
