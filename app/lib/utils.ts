import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). It does not resolve conflicting Tailwind utilities (no tailwind-merge:
 * 8 KB gzip on every page), so a component's `className` must only add classes that its own
 * classes do not already set; give a component a variant prop, or use a responsive variant
 * (`max-sm:hidden` rather than `hidden sm:inline-flex` over an `inline-flex`), instead of overriding.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
