/**
 * Donation promises made on /don: the projects a donor can choose, and the command that stores
 * one pending Interac donation, with the donor's instructions and the foundation's notice queued
 * as e-mails. The money arrives later by transfer; a treasurer then marks the donation as received
 * (back-office).
 */
import { choicesOf } from "~/domain/funds/designation";
import { listActiveFunds } from "~/domain/funds/funds.server";
import { asc, desc, eq } from "drizzle-orm";
import { projects } from "#db/schema";
import { byUser, recordGift } from "~/domain/gifts/lifecycle.server";
import { interacAvailable } from "~/domain/payment-options/interac-option.server";
import { isSpam } from "~/lib/honeypot";
import { constraintsOf } from "~/lib/forms/constraints";
import { postedFields, validateForm } from "~/lib/forms/validate";
import type { RefusedForm } from "~/lib/forms/refusal";
import type { Db } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";
import { notifyFoundation, sendEmail, siteIdentity, siteLink } from "~/domain/mail/mail.server";
import { personFor } from "~/domain/people/people.server";
import { getSettings } from "~/domain/settings/settings.server";
import { donationInstructionsEmail, donationNotificationEmail } from "./emails";
import { referenceCode } from "~/lib/reference";
import {
  DONATION_FIELDS,
  GENERAL_FUND_LABEL,
  INTERAC_UNAVAILABLE,
  RATE_LIMITED,
  type DonationField,
  type DonationValues,
} from "./donation-form";
import { donationSchema, type DonationInput } from "./schema";

export interface DonationProject {
  id: number;
  title: string;
  featured: boolean;
}

/** Submissions allowed per client address and per hour (spam and abuse brake). */
export const DONATION_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export { RATE_LIMITED };

/** The active projects, the featured one first (it is the default choice). */
export async function listDonationProjects(db: Db): Promise<DonationProject[]> {
  return db
    .select({ id: projects.id, title: projects.title, featured: projects.featured })
    .from(projects)
    .where(eq(projects.status, "active"))
    .orderBy(desc(projects.featured), desc(projects.updatedAt), asc(projects.id));
}

/** What the page shows after a valid submission: what to send, where, with which reference. */
export interface DonationSummary {
  reference: string;
  amountCents: number;
  projectTitle: string;
  firstName: string;
  lastName: string;
  receiptRequested: boolean;
}

export type DonationResult =
  | { status: "recorded"; summary: DonationSummary }
  /**
   * Answered by the route as the form's refusal: 400, 429 (`rate-limited`) or 409
   * (`unavailable`). The alert over the form is read from the errors (donationAlert).
   */
  | RefusedForm<"invalid" | "rate-limited" | "unavailable", DonationField, DonationValues>;

/** The checks every /don submission goes through, whatever the payment: a refusal, or the gift. */
export type DonationCheck<V> =
  | {
      ok: false;
      refusal: RefusedForm<"invalid" | "rate-limited" | "unavailable", DonationField, V>;
    }
  | { ok: true; input: DonationInput; projectTitle: string };

/**
 * The rate limit (`DONATION_RATE_LIMIT` an hour per address), then whether the payment option is
 * open (`unavailable` its message when not), then the form against the active projects: the
 * valid gift and its project's title, or the refusal with what was typed.
 */
export async function checkDonation<V extends DonationValues>(
  db: Db,
  values: V,
  ip: string | null | undefined,
  payment: { available: (db: Db) => Promise<boolean>; unavailable: string },
): Promise<DonationCheck<V>> {
  const limit = await hit(db, `don:${ip ?? "inconnue"}`, DONATION_RATE_LIMIT);
  if (!limit.allowed) {
    return {
      ok: false,
      refusal: { status: "rate-limited", errors: { form: RATE_LIMITED.text }, values },
    };
  }
  if (!(await payment.available(db))) {
    return {
      ok: false,
      refusal: { status: "unavailable", errors: { form: payment.unavailable }, values },
    };
  }
  const [projects, funds] = await Promise.all([listDonationProjects(db), listActiveFunds(db)]);
  const schema = donationSchema(choicesOf(funds, projects));
  const parsed = validateForm<DonationInput, DonationField>(schema, values);
  if (!parsed.ok) {
    return { ok: false, refusal: { status: "invalid", errors: parsed.errors, values } };
  }
  const input = parsed.data;
  const projectTitle =
    funds.find((fund) => fund.id === input.fundId)?.name ??
    projects.find((project) => project.id === input.projectId)?.title ??
    GENERAL_FUND_LABEL;
  return { ok: true, input, projectTitle };
}

/** The HTML constraints of the form for its choices, for the page's loader (no zod on the page). */
export function donationConstraints(
  funds: readonly { id: number }[],
  projects: readonly DonationProject[],
) {
  return constraintsOf(donationSchema(choicesOf(funds, projects)));
}

/**
 * Validates and stores one donation promise (status pending, Interac). A filled honeypot gets a
 * believable answer and stores nothing; more than `DONATION_RATE_LIMIT` submissions an hour from
 * one address are refused, and so is every donation while the Interac option is turned off.
 */
export async function submitDonation(
  db: Db,
  form: FormData,
  meta: { ip?: string | null; siteUrl?: string } = {},
): Promise<DonationResult> {
  const values = postedFields(form, DONATION_FIELDS);
  const checked = await checkDonation(db, values, meta.ip, {
    available: interacAvailable,
    unavailable: INTERAC_UNAVAILABLE.text,
  });
  if (!checked.ok) return checked.refusal;
  const { input, projectTitle } = checked;
  const summary = (reference: string): DonationSummary => ({
    reference,
    amountCents: input.amountCents,
    projectTitle,
    firstName: input.firstName,
    lastName: input.lastName,
    receiptRequested: input.receiptRequested,
  });

  if (isSpam(form)) {
    return { status: "recorded", summary: summary(referenceCode("DON")) };
  }

  // The donation and its e-mails are written together: all of them or none.
  const reference = await db.transaction(async (tx) => {
    const personId = await personFor(tx, input);
    const { reference: code } = await recordGift(tx, byUser(null), {
      ...input,
      paymentMethod: "interac",
      personId,
    });
    const { donation: settings } = await getSettings(tx, ["donation"]);
    const email = { ...summary(code), email: input.email };
    const site = await siteIdentity(tx);
    await sendEmail(
      tx,
      {
        to: input.email,
        topic: "donation.instructions",
        relatedReference: code,
        siteUrl: meta.siteUrl,
      },
      donationInstructionsEmail(email, settings.interacEmail),
      site,
    );
    await notifyFoundation(
      tx,
      { topic: "donation.notification", relatedReference: code },
      donationNotificationEmail(email, siteLink(meta.siteUrl, `/admin/donations?q=${code}`)),
      site,
    );
    return code;
  });
  return { status: "recorded", summary: summary(reference) };
}
