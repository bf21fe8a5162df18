import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { CRITICAL_CSS_ID, CriticalCssContext } from "~/components/site/critical-css";

// The server inlined the stylesheet: render the very same text, so hydration matches.
const inlineCss = document.getElementById(CRITICAL_CSS_ID)?.innerHTML ?? null;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CriticalCssContext value={inlineCss}>
        <HydratedRouter />
      </CriticalCssContext>
    </StrictMode>,
  );
});
