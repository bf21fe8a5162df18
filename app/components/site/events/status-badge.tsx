import { cn } from "~/lib/utils";

/**
 * A state in words on a badge ("Annulé" on red, "Terminé" on grey): it is read, not only seen as
 * a colour.
 */
export function StatusBadge({
  label = "Annulé",
  tone = "danger",
  className,
}: {
  label?: string;
  tone?: "danger" | "muted";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase",
        tone === "danger"
          ? "bg-destructive text-destructive-foreground"
          : "bg-foreground text-background",
        className,
      )}
    >
      {label}
    </span>
  );
}
