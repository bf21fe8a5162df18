import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { cn } from "~/lib/utils";

interface ArrowLinkProps {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * What the link is about, read after the label by screen readers only, so that "Lire
   * l'article" or "Plus de détails" still make sense in a list of the page's links.
   */
  context?: string;
  className?: string;
  children: ReactNode;
}

/** A link drawn as a button, its label followed by an arrow: "go further". */
export function ArrowLink({ to, variant, size, context, className, children }: ArrowLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to}>
        {children}
        {context ? <span className="sr-only"> : {context}</span> : null}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The centred link under a section that leads to its full page ("Voir la boutique"…). */
export function MoreLink({ className, ...link }: ArrowLinkProps) {
  return (
    <div className={cn("flex justify-center", className)}>
      <ArrowLink {...link} />
    </div>
  );
}
