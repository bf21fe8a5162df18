import * as React from "react";
import { cn } from "~/lib/utils";

/** A plain <label> (no JavaScript needed). */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn("text-sm leading-none font-medium text-foreground", className)}
      {...props}
    />
  );
}
