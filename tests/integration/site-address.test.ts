/**
 * With PUBLIC_URL set, the site's links come from it and never from the Host a request names
 * (docs/decisions/0037-site-address.md): server.js lets every Host through then, so a sign-in link
 * asked with a forged Host must still lead to PUBLIC_URL. Moved from tests/e2e/server-config.e2e.ts
 * (a server of its own for one form); the refusal of a forged Host without PUBLIC_URL stays there.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { formBody } from "../helpers/routes";
import { setupSampleSite, siteRequest } from "../helpers/site-request";

const database = setupSampleSite();
const PUBLIC_URL = "https://fondation.example";
const FORGED = "evil.example";
const DONOR = "aminata.toure@example.org";

let previous: string | undefined;
beforeEach(() => {
  previous = process.env.PUBLIC_URL;
  process.env.PUBLIC_URL = PUBLIC_URL;
});
afterEach(() => {
  if (previous === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = previous;
});

it("with PUBLIC_URL, a forged Host's sign-in link still leads to PUBLIC_URL", async () => {
  const body = formBody({ intent: "request-link", email: DONOR });
  const answer = await siteRequest(`http://${FORGED}/mon-espace`, { method: "POST", body });
  expect(answer.status).toBe(200);
  await answer.arrayBuffer();
  const mails = await database.db.select().from(emailOutbox);
  const link = mails.find((mail) => mail.to === DONOR);
  expect(link?.subject).toMatch(/^Votre lien de connexion/);
  expect(link!.text).toContain(`${PUBLIC_URL}/mon-espace/connexion?jeton=`);
  expect(`${link!.text}${link!.html}`).not.toContain(FORGED);
});
