/**
 * The Stripe stand-in (./stripe-server.ts) for one integration test file: started before its
 * tests, the site pointed at it through the environment (each variable restored after the file),
 * its records emptied before every test.
 *
 *   const standIn = setupStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
 *   const stripe = () => standIn.server;
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import type Stripe from "stripe";
import { action as webhook } from "~/routes/webhooks/stripe";
import { createLoadContext } from "~/server/load-context";
import { startStripeServer, type SignatureMode, type StripeServer } from "./stripe-server";

/** What points the site at Stripe. */
const STRIPE_ENV = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_URL"] as const;

export function setupStripeStandIn(keys: { secretKey: string; webhookSecret: string }) {
  let server: StripeServer | undefined;
  const saved: Record<string, string | undefined> = {};
  const handle = {
    get server(): StripeServer {
      if (!server) throw new Error("Le faux Stripe ne tourne qu'au sein d'un test ou d'un hook.");
      return server;
    },
    /** Points the site at the stand-in, or (`false`) leaves Stripe unconfigured. */
    configure(on: boolean) {
      if (!on) {
        for (const name of STRIPE_ENV) delete process.env[name];
        return;
      }
      process.env.STRIPE_SECRET_KEY = keys.secretKey;
      process.env.STRIPE_WEBHOOK_SECRET = keys.webhookSecret;
      process.env.STRIPE_API_URL = handle.server.url;
    },
    /**
     * POSTs `event` to the site's /webhooks/stripe route as Stripe would (signed with the file's
     * webhook secret), or as a forger would (`signature`); answers the route's status and body.
     */
    async deliver(event: Stripe.Event, signature: SignatureMode = "valid") {
      const { payload, header } = handle.server.signed(event, keys.webhookSecret, { signature });
      const response = (await webhook({
        request: new Request("http://localhost/webhooks/stripe", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(header ? { "stripe-signature": header } : {}),
          },
          body: payload,
        }),
        params: {},
        context: createLoadContext(),
      } as never)) as Response;
      return { status: response.status, body: await response.text() };
    },
  };
  beforeAll(async () => {
    server = await startStripeServer({ secretKey: keys.secretKey });
    for (const name of STRIPE_ENV) saved[name] = process.env[name];
    handle.configure(true);
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await server?.close();
  });
  beforeEach(() => {
    server?.reset();
  });
  return handle;
}
