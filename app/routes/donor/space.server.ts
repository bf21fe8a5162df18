/**
 * The loader and action of /mon-espace (space.tsx): the donor session read from the request's
 * cookie, then the donor space's rules (domain/donor-space) given the person's id. Every intent
 * but the link request needs the donor session, checked here on the server. Refusals have
 * the site's one shape (`{ refused }`, decision 0021): 400 for what was typed, 401 for a session
 * that ended, 404 for a monthly gift that is not the person's, 409 for a gift that cannot take
 * the change, 429 for too many link requests, 502 when Stripe did not take it.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { DONOR_INTENTS, DONOR_SPACE_PATH } from "~/domain/donor-space/intents";
import { requestDonorLink } from "~/domain/donor-space/links.server";
import {
  MONTHLY_AMOUNT_CHANGED,
  MONTHLY_NOT_FOUND,
  MONTHLY_PAUSED,
  MONTHLY_RESUMED,
  MONTHLY_RESUMED_DETAIL,
  PAUSE_LENGTH_INVALID,
  SESSION_ENDED,
  UNKNOWN_ACTION,
  monthlyAmountChangedDetail,
  monthlyPausedDetail,
} from "~/domain/donor-space/messages";
import {
  donorAddressSchema,
  donorLinkSchema,
  monthlyAmountSchema,
  monthlyPauseSchema,
  type MonthlyAmountField,
  type MonthlyAmountInput,
  type MonthlyPauseField,
  type MonthlyPauseInput,
} from "~/domain/donor-space/schema";
import {
  loadDonorSpace,
  manageableMonthlyGift,
  updateDonorAddress,
} from "~/domain/donor-space/space.server";
import { cancelMonthlyGift, openCardUpdate } from "~/domain/donations/monthly-gifts.server";
import {
  changeMonthlyAmount,
  pauseMonthlyGift,
  resumeMonthlyGift,
} from "~/domain/donations/monthly-gift-changes.server";
import { constraintsOf } from "~/lib/forms/constraints";
import { formatDate, formatMoney } from "~/lib/format";
import { parseRecordId } from "~/lib/forms/form-mode";
import { validateForm } from "~/lib/forms/validate";
import { readDonor } from "~/server/auth/donor-session.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/form-data.server";
import { refuseForm } from "~/server/forms/refuse-form.server";
import { clientIpContext } from "~/server/load-context";
import { absoluteUrl } from "~/server/site-url.server";
import { PRIVATE_HEADERS } from "~/routes/+shared/private-headers";

/** The HTML constraints of the forms, for the page's loader (the page loads no zod). */
function donorConstraints() {
  return {
    link: constraintsOf(donorLinkSchema),
    address: constraintsOf(donorAddressSchema),
    amount: constraintsOf(monthlyAmountSchema),
  };
}

/** A monthly gift changed: the page's confirmation (a toast), in French. */
function monthlyChanged(title: string, description: string) {
  return data(
    { monthlyChanged: { at: Date.now(), title, description } },
    { headers: PRIVATE_HEADERS },
  );
}

/** Signed in: the person's space; signed out (or the session ended): the sign-in form alone. */
export async function loadDonorSpacePage(request: Request) {
  const db = await getDb();
  const donor = await readDonor(db, request);
  const space = donor ? await loadDonorSpace(db, donor.id) : null;
  return data({ space, constraints: donorConstraints() }, { headers: PRIVATE_HEADERS });
}

export async function donorSpaceAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await readFormData(request);
  // The site's public address: links in e-mails, the way back from the card page.
  const meta = { ip: context.get(clientIpContext), siteUrl: absoluteUrl(request, "/") };
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
  const by = { personId: donor.id };
  if (intent === DONOR_INTENTS.amount) {
    // Which gift's form was refused travels with what was typed: the page may list several.
    const typed = { amount: String(form.get("amount") ?? ""), gift: String(giftId) };
    const parsed = validateForm<MonthlyAmountInput, MonthlyAmountField>(monthlyAmountSchema, form);
    if (!parsed.ok) return refuseForm(intent, parsed.errors, typed);
    const result = await changeMonthlyAmount(db, giftId, by, parsed.data.amountCents);
    if (!result.ok) return refuseForm(intent, { form: result.message }, typed, result.status);
    return monthlyChanged(
      MONTHLY_AMOUNT_CHANGED,
      monthlyAmountChangedDetail(formatMoney(result.amountCents)),
    );
  }
  if (intent === DONOR_INTENTS.pause) {
    const parsed = validateForm<MonthlyPauseInput, MonthlyPauseField>(monthlyPauseSchema, form);
    // A select of three lengths: only a hand-made post is refused, above the monthly gifts.
    if (!parsed.ok) {
      return refuseForm(intent, { form: parsed.errors.months ?? PAUSE_LENGTH_INVALID }, {});
    }
    const result = await pauseMonthlyGift(db, giftId, by, parsed.data.months);
    if (!result.ok) return refuseForm(intent, { form: result.message }, {}, result.status);
    return monthlyChanged(MONTHLY_PAUSED, monthlyPausedDetail(formatDate(result.pausedUntil)));
  }
  if (intent === DONOR_INTENTS.resume) {
    const result = await resumeMonthlyGift(db, giftId, by);
    if (!result.ok) return refuseForm(intent, { form: result.message }, {}, result.status);
    return monthlyChanged(MONTHLY_RESUMED, MONTHLY_RESUMED_DETAIL);
  }
  const result = await cancelMonthlyGift(db, giftId, by);
  if (!result.ok) return refuseForm(intent, { form: result.message }, {}, result.status);
  return data({ monthlyCancelled: Date.now() }, { headers: PRIVATE_HEADERS });
}
