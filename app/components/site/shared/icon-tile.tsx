import type { ComponentType, ReactNode } from "react";
import type { IconProps } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

const VARIANTS = {
  /** A key figure (the Sope Naby group in brief): green disc, lines close together. */
  figure: { tile: "gap-2", disc: "bg-primary text-gold-light" },
  /** An invitation to act (how to get involved): pale disc, room for a text and a button. */
  invitation: { tile: "gap-4", disc: "bg-accent text-primary" },
} as const;

/** A centred tile of a row of three: a decorative icon in a disc, then its text. A list item. */
export function IconTile({
  icon: Icon,
  variant,
  children,
}: {
  icon: ComponentType<IconProps>;
  variant: keyof typeof VARIANTS;
  children: ReactNode;
}) {
  const { tile, disc } = VARIANTS[variant];
  return (
    <li
      className={cn(
        "flex flex-col items-center rounded-xl border border-border bg-card p-6 text-center shadow-sm",
        tile,
      )}
    >
      <span className={cn("flex size-12 items-center justify-center rounded-full", disc)}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {children}
    </li>
  );
}
