/**
 * The answers of the donor space's forms, given the posted form (the route reads it): every
 * intent but the link request needs the donor session, checked here on the server. Refusals have
 * the site's one shape (`{ refused }`, decision 0021): 400 for what was typed, 401 for a session
 * that ended, 404 for a monthly gift that is not the person's, 429 for too many link requests.
 */
import { data, redirect } from "react-router";
import { constraintsOf } from "~/lib/forms/constraints";
import { parseRecordId } from "~/lib/forms/form-mode";
import { getDb } from "~/server/db.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { DONOR_INTENTS, DONOR_SPACE_PATH } from "./intents";
import { requestDonorLink } from "./links.server";
import { MONTHLY_NOT_FOUND, SESSION_ENDED, UNKNOWN_ACTION } from "./messages";
import { cancelMonthlyGift, openCardUpdate } from "~/domain/donations/monthly-gifts.server";
import { donorAddressSchema, donorLinkSchema } from "./schema";
import { readDonor } from "./session.server";
import { manageableMonthlyGift, updateDonorAddress } from "./space.server";

/** The HTML constraints of the two forms, for the page's loader (the page loads no zod). */
export function donorConstraints() {
  return { link: constraintsOf(donorLinkSchema), address: constraintsOf(donorAddressSchema) };
}

/** No page of the donor space is kept by a browser, a proxy or the page cache. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

export interface DonorActionMeta {
  ip?: string | null;
  /** The site's public address (links in e-mails, the way back from the card page). */
  siteUrl: string;
}

export async function donorSpaceAction(request: Request, form: FormData, meta: DonorActionMeta) {
  const db = await getDb();
  const intent = form.get("intent");
  if (intent === DONOR_INTENTS.link) {
    const result = await requestDonorLink(db, form, meta);
    if (result.status === "sent") return data(result, { headers: PRIVATE_HEADERS });
    const headers = new Headers(PRIVATE_HEADERS);
    if (result.retryAfterMs) {
      headers.set("Retry-After", String(Math.ceil(result.retryAfterMs / 1000)));
    }
    const status = result.status === "rate-limited" ? 429 : 400;
    return refuseForm(intent, result.errors, result.values, status, { headers });
  }

  const known = Object.values(DONOR_INTENTS) as string[];
  if (typeof intent !== "string" || !known.includes(intent)) {
    return refuseForm(String(intent ?? ""), { form: UNKNOWN_ACTION }, {});
  }
  const donor = await readDonor(db, request);
  if (!donor) return refuseForm(intent, { form: SESSION_ENDED }, {}, 401);

  if (intent === DONOR_INTENTS.address) {
    const result = await updateDonorAddress(db, donor.id, form);
    if (!result.ok) return refuseForm(intent, result.errors, form);
    return data({ addressSaved: Date.now() }, { headers: PRIVATE_HEADERS });
  }

  const giftId = parseRecordId(String(form.get("id") ?? ""));
  if (giftId === null || !(await manageableMonthlyGift(db, donor.id, giftId))) {
    return refuseForm(intent, { form: MONTHLY_NOT_FOUND }, {}, 404);
  }
  if (intent === DONOR_INTENTS.card) {
    const returnUrl = new URL(DONOR_SPACE_PATH, meta.siteUrl).href;
    const result = await openCardUpdate(db, donor.id, giftId, returnUrl);
    if ("url" in result) return redirect(result.url);
    return refuseForm(intent, { form: result.error }, {});
  }
  const result = await cancelMonthlyGift(db, giftId, { personId: donor.id });
  if (!result.ok) return refuseForm(intent, { form: result.message }, {}, result.status);
  return data({ monthlyCancelled: Date.now() }, { headers: PRIVATE_HEADERS });
}
