import * as React from "react";
import { cn } from "~/lib/utils";
import { slotted } from "./slotted";

export const Card = slotted(
  "div",
  "card",
  "flex flex-col rounded-xl border border-border bg-card text-card-foreground shadow-sm",
);

export const CardHeader = slotted("div", "card-header", "flex flex-col gap-1.5 p-5");

type HeadingTag = "h2" | "h3" | "h4" | "p";

/** The card's title; a heading level of the page's outline (h3 by default). */
export function CardTitle({
  as: Tag = "h3",
  className,
  ...props
}: React.ComponentProps<"h3"> & { as?: HeadingTag }) {
  return (
    <Tag
      data-slot="card-title"
      className={cn("font-serif text-lg leading-snug font-semibold", className)}
      {...props}
    />
  );
}

export const CardDescription = slotted("p", "card-description", "text-sm text-muted-foreground");

export const CardContent = slotted("div", "card-content", "px-5 pb-5");

export const CardFooter = slotted(
  "div",
  "card-footer",
  "mt-auto flex items-center gap-3 px-5 pb-5",
);
