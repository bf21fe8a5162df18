/**
 * Where the site finds its Stripe account (issue 13, item 7): the environment first
 * (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and, for tests and local runs, STRIPE_API_URL), else
 * the keys an administrator typed in Paramètres › API (sealed there, decision 0011). A variable
 * set in the environment wins over the stored key, key by key.
 *
 * Card payments are offered only when the « Carte bancaire » payment option is enabled *and* a
 * secret key is known: a visitor never sees a card form that cannot work.
 */
import { and, eq } from "drizzle-orm";
import { paymentOptions } from "#db/schema";
import { getApiKey } from "~/domain/settings/api-keys.server";
import type { Db } from "~/server/db.server";
import { pingStripe, type StripeConfig } from "~/server/payments/stripe.server";

const fromEnv = (name: string): string | undefined => process.env[name]?.trim() || undefined;

/** The Stripe configuration as it stands now; `secretKey` / `webhookSecret` "" when unknown. */
export async function stripeConfig(db: Db): Promise<StripeConfig> {
  const secretKey = fromEnv("STRIPE_SECRET_KEY") ?? (await getApiKey(db, "payment")) ?? "";
  const webhookSecret =
    fromEnv("STRIPE_WEBHOOK_SECRET") ?? (await getApiKey(db, "paymentWebhook")) ?? "";
  const apiUrl = fromEnv("STRIPE_API_URL");
  return { secretKey: secretKey.trim(), webhookSecret: webhookSecret.trim(), apiUrl };
}

/** The Stripe configuration when a secret key is known, else null. */
export async function configuredStripe(db: Db): Promise<StripeConfig | null> {
  const config = await stripeConfig(db);
  return config.secretKey ? config : null;
}

/** Whether the « Carte bancaire » payment option is enabled in Options de paiement. */
export async function cardOptionEnabled(db: Db): Promise<boolean> {
  const [on] = await db
    .select({ id: paymentOptions.id })
    .from(paymentOptions)
    .where(and(eq(paymentOptions.type, "card"), eq(paymentOptions.enabled, true)))
    .limit(1);
  return Boolean(on);
}

/** Card payments are offered: the option enabled and a secret key known. */
export async function cardPaymentsAvailable(db: Db): Promise<boolean> {
  if (!(await cardOptionEnabled(db))) return false;
  return (await configuredStripe(db)) !== null;
}

/**
 * The « Configurer » button of Options de paiement: whether a key is known and, if so, whether
 * Stripe answers with it (a real, harmless call).
 */
export async function checkStripe(
  db: Db,
): Promise<
  | { configured: false }
  | { configured: true; ok: true }
  | { configured: true; ok: false; reason: string }
> {
  const config = await configuredStripe(db);
  if (!config) return { configured: false };
  try {
    const ping = await pingStripe(config);
    return ping.ok
      ? { configured: true, ok: true }
      : { configured: true, ok: false, reason: ping.reason };
  } catch {
    return { configured: true, ok: false, reason: "Stripe ne répond pas." };
  }
}
