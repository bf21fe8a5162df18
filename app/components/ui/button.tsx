import * as React from "react";
import { cn } from "~/lib/utils";

// Hand-written variants and `asChild` (no class-variance-authority, no Radix Slot): the button is on
// every public page, so its code counts in each page's JavaScript budget.

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

const variants = {
  default: "bg-primary text-primary-foreground hover:bg-primary-hover",
  /** Gold call to action (donations). */
  gold: "bg-gold-button text-gold-foreground hover:bg-gold-button-hover",
  secondary: "bg-secondary text-secondary-foreground hover:bg-accent",
  outline:
    "border border-primary bg-transparent text-primary hover:bg-accent hover:text-accent-foreground",
  ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
  link: "h-auto px-0 py-0 text-primary underline underline-offset-4 hover:decoration-2",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
};

/** [box, text]: a link-styled button keeps only the text size (no height nor padding). */
const sizes: Record<ButtonSize, [box: string, text: string]> = {
  default: ["h-10 px-4 py-2", "text-sm"],
  sm: ["h-9 px-3", "text-sm"],
  lg: ["h-12 px-6", "text-base"],
  icon: ["size-10", ""],
  "icon-sm": ["size-8", ""],
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = "default" | "sm" | "lg" | "icon" | "icon-sm";

/** The classes of a button (to give another element a button's look). */
export function buttonVariants({
  variant,
  size,
  className,
}: { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string } = {}): string {
  const [box, text] = sizes[size ?? "default"];
  const v = variant ?? "default";
  return cn(base, variants[v], v === "link" ? null : box, text, className);
}

export interface ButtonProps extends React.ComponentProps<"button"> {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  /** Render the single child (a link, for instance) with the button's look. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild) return <Slot data-slot="button" className={classes} {...props} />;
  return (
    <button
      data-slot="button"
      className={classes}
      // A plain <button> defaults to "button" so it never submits a form by accident.
      type={type ?? "button"}
      {...props}
    />
  );
}

type AnyProps = Record<string, unknown>;

/**
 * Renders its single child element with these props merged in, like Radix Slot: classes joined,
 * event handlers both called (the child's first), styles merged, refs composed.
 */
function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement<AnyProps>(children)) {
    if (children != null && children !== false)
      throw new Error("Button asChild attend un seul élément enfant.");
    return null;
  }
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name in slotProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (slotValue === undefined || childValue === undefined) continue;
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === "function" &&
      typeof childValue === "function"
    ) {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged.className = cn(slotValue as string, childValue as string);
    } else if (name === "aria-describedby") {
      merged[name] = `${childValue} ${slotValue}`;
    } else if (name === "ref") {
      merged.ref = (node: unknown) => {
        for (const ref of [slotValue, childValue]) {
          if (typeof ref === "function") ref(node);
          else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
        }
      };
    }
  }
  return React.cloneElement(children, merged);
}
