import { randomUUID } from "node:crypto";
import { contactMessages } from "#db/schema";
import { firstErrors, type FieldErrors } from "~/lib/form-errors";
import type { Db } from "~/server/db.server";
import { contactSchema, type ContactField } from "./schema";
import { isSpam } from "~/lib/honeypot";

export type ContactResult =
  /** `receipt` is new for every accepted submission: the page uses it to empty the form. */
  | { status: "sent"; receipt: string }
  | {
      status: "invalid";
      errors: FieldErrors<ContactField>;
      values: Partial<Record<ContactField, string>>;
    };

/**
 * Validates and stores a contact form submission. A filled honeypot is answered like a success
 * (so robots learn nothing) but nothing is stored.
 */
export async function submitContactForm(
  db: Db,
  form: FormData,
  meta: { ip?: string | null } = {},
): Promise<ContactResult> {
  const values = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    subject: String(form.get("subject") ?? ""),
    message: String(form.get("message") ?? ""),
  };
  if (isSpam(form)) return { status: "sent", receipt: randomUUID() };

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", errors: firstErrors<ContactField>(parsed.error.issues), values };
  }
  await db.insert(contactMessages).values({ ...parsed.data, ip: meta.ip ?? null });
  return { status: "sent", receipt: randomUUID() };
}
