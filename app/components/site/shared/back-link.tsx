import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

const LOOKS = {
  /** An outlined button. */
  button: buttonVariants({ variant: "outline" }),
  /** An underlined-on-hover text link. */
  text: "inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline",
  /** The same, in small print. */
  small:
    "inline-flex min-h-6 items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline",
} as const;

/** "Retour aux …": the way from a detail page (or its 404) back to its list. */
export function BackLink({
  to,
  look = "button",
  className,
  children,
}: {
  to: string;
  look?: keyof typeof LOOKS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={cn(LOOKS[look], className)}>
      <ArrowRight
        aria-hidden="true"
        className={look === "button" ? "rotate-180" : "size-4 rotate-180"}
      />
      {children}
    </Link>
  );
}
