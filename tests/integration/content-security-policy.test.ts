/**
 * Every HTML page carries an enforced Content-Security-Policy that allows scripts by nonce only
 * (issue "Safe to run", item 5; docs/decisions/0019): the policy, each inline script carrying this
 * render's nonce, JSON-LD that cannot end early, a new nonce per render. Moved from
 * tests/e2e/security-headers.e2e.ts (app/entry.server.tsx sets it; no browser was involved). That
 * the browser then raises no violation on any page stays there.
 */
import { expect, it } from "vitest";
import { setupSampleSite, siteRequest } from "../helpers/site-request";

setupSampleSite();

it("chaque page HTML porte une politique de sécurité du contenu stricte pour les scripts", async () => {
  const response = await siteRequest("/");
  const policy = response.headers.get("content-security-policy") ?? "";
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("frame-ancestors 'self'");
  // Every inline script of the page carries the nonce of the policy that came with it. A JSON-LD
  // block (schema.org data, decision 0028) is a data block the browser never runs, so the policy
  // does not apply to it; what it must not hold is a "</" that would end it early.
  const nonce = /'nonce-([^']+)'/.exec(policy)![1];
  const html = await response.text();
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g),
  ];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(data.length).toBeGreaterThan(0);
  for (const [, json] of data) expect(json).not.toContain("<");
  // A new render, a new nonce.
  const again = await siteRequest("/connexion");
  expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  await again.arrayBuffer();
});
