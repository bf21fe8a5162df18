/**
 * Signing in to the donor space with a one-time link e-mailed to the address the donor gave.
 *
 * - Asking (`requestDonorLink`): whatever the address, the answer is the same sentence (nobody
 *   learns from the form who gave, bought or asked); only an address on record gets an e-mail.
 *   Limited per client address and per e-mail address, so the form can flood neither the site
 *   nor a stranger's mailbox.
 * - The link carries 32 random bytes (base64url); only their SHA-256 is stored. It is valid 15
 *   minutes and serves once: `signInWithLink` marks it used in the same statement that finds it,
 *   so two clicks cannot both open a session. Opening the link (GET) only shows a button: mail
 *   scanners that fetch links do not use it up.
 */
import { and, eq, gt, isNull, lte, or, isNotNull } from "drizzle-orm";
import { donorLinks, people } from "#db/schema";
import { sendEmail, siteLink } from "~/domain/mail/mail.server";
import { linkRecordsByEmail, personOfEmail } from "~/domain/people/people.server";
import { formatWait } from "~/lib/format";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import { createDonorSession, issueToken } from "~/server/auth/donor-session.server";
import { hashToken } from "~/server/auth/session.server";
import type { Db } from "~/server/db.server";
import { hit } from "~/server/rate-limit.server";
import { DONOR_SIGN_IN_PATH } from "./intents";
import { LINK_INVALID, LINK_SENT, linkRateLimited } from "./messages";
import { donorLinkSchema, type DonorLinkField, type DonorLinkInput } from "./schema";

export const DONOR_LINK_TTL_MS = 15 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Link requests per client address and per hour (a shared connection may hold a family). */
export const DONOR_LINK_IP_LIMIT = { limit: 10, windowMs: HOUR_MS };
/** Link requests per e-mail address and per hour. */
export const DONOR_LINK_EMAIL_LIMIT = { limit: 5, windowMs: HOUR_MS };
export const DONOR_LINK_TOPIC = "donor.sign-in-link";

export type LinkRequestResult =
  | { status: "sent"; message: string; receipt: number }
  | {
      status: "invalid" | "rate-limited";
      errors: FieldErrors<DonorLinkField>;
      values: Record<DonorLinkField, string>;
      retryAfterMs?: number;
    };

export interface LinkRequestMeta {
  ip?: string | null;
  /** The site's public address, for the link in the e-mail. */
  siteUrl: string;
  now?: () => number;
}

/** The e-mail with the link (no personal detail beyond the greeting). */
function linkEmail(firstName: string, url: string) {
  return {
    subject: "Votre lien de connexion à Mon espace",
    heading: "Connexion à Mon espace",
    paragraphs: [
      firstName ? `Bonjour ${firstName},` : "Bonjour,",
      "Voici le lien demandé pour ouvrir votre espace donateur : vos dons, vos commandes, vos reçus et votre don mensuel.",
    ],
    action: { label: "Ouvrir Mon espace", url },
    closing: [
      "Ce lien est valable 15 minutes et ne sert qu'une fois.",
      "Si vous n'avez pas demandé ce lien, ignorez ce courriel : personne ne pourra se connecter sans lui.",
    ],
  };
}

/**
 * « Recevoir un lien de connexion »: checks the limits and the address, then, when the address
 * is on record, stores a new link and queues its e-mail (one transaction). The answer never says
 * whether the address was known.
 */
export async function requestDonorLink(
  db: Db,
  form: FormData,
  meta: LinkRequestMeta,
): Promise<LinkRequestResult> {
  const typed = form.get("email");
  const values = { email: typeof typed === "string" ? typed : "" };
  const now = meta.now ?? Date.now;
  const refuse = (retryAfterMs: number): LinkRequestResult => ({
    status: "rate-limited",
    errors: { form: linkRateLimited(formatWait(retryAfterMs)) },
    values,
    retryAfterMs,
  });
  const byIp = await hit(db, `donor-link:ip:${meta.ip ?? "inconnue"}`, {
    ...DONOR_LINK_IP_LIMIT,
    now,
  });
  if (!byIp.allowed) return refuse(byIp.retryAfterMs);

  const parsed = validateForm<DonorLinkInput, DonorLinkField>(donorLinkSchema, values);
  if (!parsed.ok) return { status: "invalid", errors: parsed.errors, values };
  const email = parsed.data.email.toLowerCase();
  const byEmail = await hit(db, `donor-link:email:${email}`, { ...DONOR_LINK_EMAIL_LIMIT, now });
  if (!byEmail.allowed) return refuse(byEmail.retryAfterMs);

  await db.transaction(async (tx) => {
    const personId = await personOfEmail(tx, email);
    if (personId === null) return;
    const [person] = await tx
      .select({ email: people.email, firstName: people.firstName })
      .from(people)
      .where(eq(people.id, personId));
    const at = new Date(now());
    // Used and expired links of this person are of no more use.
    await tx
      .delete(donorLinks)
      .where(
        and(
          eq(donorLinks.personId, personId),
          or(isNotNull(donorLinks.usedAt), lte(donorLinks.expiresAt, at)),
        ),
      );
    const { token, hash, expiresAt } = issueToken(DONOR_LINK_TTL_MS, at);
    await tx.insert(donorLinks).values({ tokenHash: hash, personId, expiresAt, createdAt: at });
    const url = siteLink(meta.siteUrl, `${DONOR_SIGN_IN_PATH}?jeton=${token}`)!;
    await sendEmail(
      tx,
      { to: person!.email, topic: DONOR_LINK_TOPIC },
      linkEmail(person!.firstName.trim(), url),
    );
  });
  return { status: "sent", message: LINK_SENT, receipt: now() };
}

/** A token as the link carries it (base64url); anything else is not one of ours. */
export function readLinkToken(raw: FormDataEntryValue | string | null | undefined): string | null {
  return typeof raw === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(raw) ? raw : null;
}

export type SignInResult = { ok: true; setCookie: string } | { ok: false; message: string };

/**
 * « Me connecter »: uses up the link (valid, unused, not expired) and opens a donor session, in
 * one transaction. The person's records written with their address and no person yet are tied
 * to them on the way (they just proved the address is theirs).
 */
export async function signInWithLink(
  db: Db,
  token: string | null,
  now = new Date(),
): Promise<SignInResult> {
  if (!token) return { ok: false, message: LINK_INVALID };
  return db.transaction(async (tx): Promise<SignInResult> => {
    const [link] = await tx
      .update(donorLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(donorLinks.tokenHash, hashToken(token)),
          isNull(donorLinks.usedAt),
          gt(donorLinks.expiresAt, now),
        ),
      )
      .returning({ personId: donorLinks.personId });
    if (!link) return { ok: false, message: LINK_INVALID };
    const [person] = await tx
      .select({ email: people.email })
      .from(people)
      .where(eq(people.id, link.personId));
    if (!person) return { ok: false, message: LINK_INVALID };
    await linkRecordsByEmail(tx, link.personId, person.email);
    return { ok: true, setCookie: await createDonorSession(tx, link.personId, now) };
  });
}

/** Whether `token` is a link that would still sign in (for the page that shows the button). */
export async function isLiveLink(db: Db, token: string | null, now = new Date()): Promise<boolean> {
  if (!token) return false;
  const [link] = await db
    .select({ id: donorLinks.id })
    .from(donorLinks)
    .where(
      and(
        eq(donorLinks.tokenHash, hashToken(token)),
        isNull(donorLinks.usedAt),
        gt(donorLinks.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(link);
}
