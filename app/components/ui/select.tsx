import * as React from "react";
import { cn } from "~/lib/utils";
import { fieldClasses } from "./input";

export interface SelectOption {
  value: string;
  label: string;
}

/** A native <select> styled like the other fields, its choices given as a list. */
export function Select({
  options,
  className,
  ...props
}: React.ComponentProps<"select"> & { options: readonly SelectOption[] }) {
  return (
    <select className={cn(fieldClasses, "h-10", className)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
