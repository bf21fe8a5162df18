/**
 * POST /webhooks/stripe — Stripe's signed events (issue 13, item 2). The body is read raw (the
 * signature covers its exact bytes) and capped; what the events do is in
 * domain/payments/webhook.server.ts. Any other method: 405.
 */
import { handleStripeWebhook } from "~/domain/payments/webhook.server";
import { getDb } from "~/server/db.server";
import { absoluteUrl } from "~/server/site-url.server";
import type { Route } from "./+types/stripe";

/** Stripe's events are a few kilobytes; an invoice with many lines stays far below this. */
const MAX_BODY_BYTES = 512 * 1024;

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });

/** The raw body, or null when it is larger than `limit` (announced or actually sent). */
async function readCapped(request: Request, limit: number): Promise<Buffer | null> {
  const announced = Number(request.headers.get("content-length") ?? "0");
  if (announced > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function loader() {
  return text("Méthode non permise.", 405, { Allow: "POST" });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return text("Méthode non permise.", 405, { Allow: "POST" });
  const body = await readCapped(request, MAX_BODY_BYTES);
  if (body === null) return text("Requête trop volumineuse.", 413);
  const answer = await handleStripeWebhook(
    await getDb(),
    body,
    request.headers.get("stripe-signature"),
    { siteUrl: absoluteUrl(request, "/") },
  );
  return text(answer.body, answer.status);
}
