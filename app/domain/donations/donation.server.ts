/**
 * Donation promises made on /don: the projects a donor can choose, and the command that stores
 * one pending Interac donation, with the donor's instructions and the foundation's notice queued
 * as e-mails. The money arrives later by transfer; a treasurer then marks the donation as received
 * (back-office).
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { donations, paymentOptions, projects } from "#db/schema";
import { isSpam } from "~/lib/honeypot";
import { firstErrors, type FieldErrors } from "~/lib/form-errors";
import type { Db } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";
import { notifyFoundation, sendEmail, siteIdentity, siteLink } from "~/domain/mail/mail.server";
import { getSettings } from "~/domain/settings/settings.server";
import { donationInstructionsEmail, donationNotificationEmail } from "./emails";
import { referenceCode } from "./reference";
import {
  AMOUNT_REQUIRED,
  DONATION_FIELDS,
  GENERAL_FUND_LABEL,
  INTERAC_UNAVAILABLE,
  donationSchema,
  type DonationField,
  type DonationValues,
} from "./schema";

export interface DonationProject {
  id: number;
  title: string;
  featured: boolean;
}

/** Submissions allowed per client address and per hour (spam and abuse brake). */
export const DONATION_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

export const RATE_LIMITED = {
  title: "Trop de tentatives",
  text: "Vous avez envoyé trop de formulaires de don depuis votre adresse. Veuillez réessayer dans une heure.",
} as const;

/**
 * Whether /don may take an Interac donation: not when the back-office turned the Interac payment
 * option off (/admin/donations, "Options de paiement"). A database without that option (before
 * the seed) keeps the page working.
 */
export async function interacAvailable(db: Db): Promise<boolean> {
  const [off] = await db
    .select({ id: paymentOptions.id })
    .from(paymentOptions)
    .where(and(eq(paymentOptions.type, "interact"), eq(paymentOptions.enabled, false)))
    .limit(1);
  return !off;
}

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
  | {
      status: "invalid" | "rate-limited" | "unavailable";
      /** Title and text of the alert over the form, when the whole form is concerned. */
      alert?: { title: string; text: string };
      errors: FieldErrors<DonationField>;
      values: DonationValues;
    };

function postedValues(form: FormData): DonationValues {
  const values = {} as DonationValues;
  for (const field of DONATION_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
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
  const values = postedValues(form);
  const limit = await hit(db, `don:${meta.ip ?? "inconnue"}`, DONATION_RATE_LIMIT);
  if (!limit.allowed) {
    return { status: "rate-limited", alert: RATE_LIMITED, errors: {}, values };
  }

  if (!(await interacAvailable(db))) {
    return { status: "unavailable", alert: INTERAC_UNAVAILABLE, errors: {}, values };
  }

  const choices = await listDonationProjects(db);
  const parsed = donationSchema(new Set(choices.map((project) => project.id))).safeParse(values);
  if (!parsed.success) {
    const errors = firstErrors<DonationField>(parsed.error.issues);
    return {
      status: "invalid",
      alert: errors.amount === AMOUNT_REQUIRED.text ? AMOUNT_REQUIRED : undefined,
      errors,
      values,
    };
  }
  const input = parsed.data;
  const projectTitle =
    choices.find((project) => project.id === input.projectId)?.title ?? GENERAL_FUND_LABEL;
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
    const code = await insertWithUniqueReference("DON", (candidate) =>
      tx
        .insert(donations)
        .values({ ...input, reference: candidate, paymentMethod: "interac", status: "pending" })
        .onConflictDoNothing({ target: donations.reference })
        .returning({ reference: donations.reference }),
    );
    const { donation: settings } = await getSettings(tx, ["donation"]);
    const email = { ...summary(code), email: input.email };
    const site = await siteIdentity(tx);
    await sendEmail(
      tx,
      { to: input.email, topic: "donation.instructions", relatedReference: code },
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

/**
 * Runs `insert` with fresh reference codes until one is not taken (a clash is rare: 29^6 codes).
 * `insert` must skip a taken code (ON CONFLICT DO NOTHING) and return the inserted row.
 */
export async function insertWithUniqueReference(
  prefix: string,
  insert: (code: string) => Promise<{ reference: string }[]>,
  makeCode: (prefix: string) => string = referenceCode,
): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await insert(makeCode(prefix));
    if (row) return row.reference;
  }
  throw new Error(`Aucune référence ${prefix} libre après 8 essais.`);
}
