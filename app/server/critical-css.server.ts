import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | null | undefined;

/**
 * Text of the built stylesheet `href` (e.g. "/assets/app-123.css") from build/client, read once.
 * Null in development or when the file cannot be found: the page then links the stylesheet.
 */
export function criticalCss(href: string): string | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (import.meta.env.DEV || !href.startsWith("/assets/")) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, "build", "client", href);
    if (existsSync(file)) {
      // "</style" cannot appear in Tailwind's output, but a stray one must never close the tag.
      cached = readFileSync(file, "utf8").replaceAll("</style", "<\\/style");
      return cached;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return cached;
    dir = parent;
  }
}
