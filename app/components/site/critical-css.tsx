/**
 * The site's stylesheet, inlined in <head> in production so the first paint waits for no other
 * request (Lighthouse mobile 100). entry.server provides the CSS text; entry.client reads it
 * back from the page before hydrating, so both render the same element. In development (no
 * built CSS file) it falls back to an ordinary stylesheet link.
 */
import { createContext, useContext } from "react";
import stylesheet from "~/app.css?url";

export const CRITICAL_CSS_ID = "css-du-site";
export const CriticalCssContext = createContext<string | null>(null);

export function CriticalCss() {
  const css = useContext(CriticalCssContext);
  if (css === null) return <link rel="stylesheet" href={stylesheet} />;
  return <style id={CRITICAL_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

export { stylesheet as stylesheetHref };
