/**
 * Browser helpers for the e2e tests: Debian's Chromium driven by playwright-core (no downloaded
 * browser), contexts that cannot reach the internet, and an axe (WCAG 2.1 AA) check.
 */
import { AxeBuilder } from "@axe-core/playwright";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import { describe, it } from "vitest";
import { chromiumArgs, chromiumPath, hasBrowser } from "./chromium";

export { chromiumArgs, chromiumPath, hasBrowser };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

const missingMessage =
  `Chromium introuvable (${chromiumPath}). Installez-le avec apt-get install -y chromium ` +
  "(ou indiquez son chemin dans CHROMIUM_PATH).";

/**
 * `describe` for browser tests. Without Chromium the block is skipped with a loud warning, or
 * fails when REQUIRE_E2E=1 (CI), so a missing browser never passes silently there.
 */
export function describeE2E(name: string, fn: () => void): void {
  if (hasBrowser()) {
    describe(name, fn);
    return;
  }
  if (process.env.REQUIRE_E2E === "1") {
    describe(name, () => {
      it("Chromium est requis (REQUIRE_E2E=1)", () => {
        throw new Error(`Tests navigateur impossibles : ${missingMessage}`);
      });
    });
    return;
  }
  const bar = "⚠️ ".repeat(30);
  console.warn(
    `\n${bar}\n⚠️  Tests navigateur IGNORÉS : ${missingMessage}\n⚠️  (« ${name} »)\n${bar}\n`,
  );
  describe.skip(name, fn);
}

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** Every URL that `isLoopbackUrl` refuses (and a few odd ones it accepts: it has the last word). */
const NOT_LOOPBACK =
  /^(?!(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?(?:[/?#]|$))(?!(?:data|blob|about):)/;

export function isLoopbackUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol === "data:" || url.protocol === "blob:" || url.protocol === "about:")
    return true;
  return loopbackHosts.has(url.hostname);
}

export interface IsolatedContext {
  context: BrowserContext;
  /** Every request the pages of this context tried to send to a non-loopback host (all blocked). */
  externalRequests: string[];
  /** Every Content-Security-Policy violation its pages reported ("directive → blocked URI @ page"). */
  cspViolations: string[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * A browser context whose requests to any host other than 127.0.0.1/localhost are aborted and
 * recorded, so no test can reach (or depend on) the internet. Create pages with `newPage()`.
 */
export async function newIsolatedContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<IsolatedContext> {
  const context = await browser.newContext({
    locale: "fr-CA",
    timezoneId: "America/Toronto",
    ...options,
  });
  const externalRequests: string[] = [];
  context.on("request", (request) => {
    if (!isLoopbackUrl(request.url())) externalRequests.push(request.url());
  });
  // Only what leaves the machine is routed here: with a pattern matching every URL, each request
  // of the page (scripts, styles, images) made a round trip through this test process.
  await context.route(NOT_LOOPBACK, (route) => {
    if (isLoopbackUrl(route.request().url())) return route.continue();
    return route.abort("blockedbyclient");
  });
  // The page reports what its policy blocked; init scripts are injected by the browser itself,
  // outside the page's policy, so this listener is in place before any of the page's own code.
  const cspViolations: string[] = [];
  await context.exposeBinding("__recordCspViolation", ({ page }, text: string) => {
    cspViolations.push(`${text} @ ${page.url()}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const record = (window as unknown as { __recordCspViolation(text: string): void })
        .__recordCspViolation;
      void record(`${event.effectiveDirective} → ${event.blockedURI || "inline"}`);
    });
  });
  return {
    context,
    externalRequests,
    cspViolations,
    newPage: () => context.newPage(),
    close: () => context.close(),
  };
}

export interface AxeOptions {
  /** CSS selectors to leave out of the analysis. */
  exclude?: string[];
  /** axe rule ids to switch off (say why in the test). */
  disableRules?: string[];
}

/**
 * Waits (at most 3 s) until no finite CSS animation or transition is running: measured halfway
 * through a fade, colours are blended and axe reports contrast that no visitor ever sees.
 */
async function settleAnimations(page: Page): Promise<void> {
  // Two frames first: a toast that has just arrived starts its transitions (and the older toast's
  // fade behind it) only on the next style pass, when getAnimations() would still be empty.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
}

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page and fails with a readable list of violations.
 *
 * In the page itself (legacy mode) and keeping only the violations: the default opens a second,
 * blank page to assemble the results and details every passing node, which made a scan 2.5×
 * slower (1.7 s against 0.65 s on /admin/menus) for the same findings (decision 0044).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await settleAnimations(page);
  // options() replaces every option: before withTags, which adds its own.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  if (violations.length === 0) return;

  const lines = [`${violations.length} violation(s) axe (WCAG 2.1 AA) sur ${page.url()} :`];
  for (const violation of violations) {
    lines.push(
      "",
      `● [${violation.impact ?? "?"}] ${violation.id} : ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, 10)) {
      lines.push(`  - ${node.target.join(" ")}`);
      lines.push(`    ${node.html.replace(/\s+/g, " ").slice(0, 200)}`);
      if (node.failureSummary) {
        lines.push(
          ...node.failureSummary
            .split("\n")
            .filter(Boolean)
            .map((line) => `    ${line.trim()}`),
        );
      }
    }
    if (violation.nodes.length > 10)
      lines.push(`  … et ${violation.nodes.length - 10} autre(s) élément(s)`);
  }
  const report = lines.join("\n");
  console.error(report);
  throw new Error(report);
}

/** React has hydrated when the router exists and every button carries React's fiber. */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __reactRouterDataRouter?: unknown };
        if (!w.__reactRouterDataRouter) return false;
        return Array.from(document.querySelectorAll("button")).every((button) =>
          Object.keys(button).some((key) => key.startsWith("__reactFiber$")),
        );
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {
      throw new Error(
        `La page ${page.url()} ne s'est pas hydratée en 15 s (JavaScript client en erreur ?).`,
      );
    });
}
