import { randomUUID } from "node:crypto";
import { contactMessages } from "#db/schema";
import type { Db } from "~/server/db.server";
import { contactSchema, type ContactField } from "./schema";

export type ContactResult =
  /** `receipt` is new for every accepted submission: the page uses it to empty the form. */
  | { status: "sent"; receipt: string }
  | {
      status: "invalid";
      errors: Partial<Record<ContactField, string>>;
      values: Partial<Record<ContactField, string>>;
    };

/** The honeypot field: invisible to people, filled in by most spam robots. */
export const HONEYPOT_FIELD = "website";

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
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "")
    return { status: "sent", receipt: randomUUID() };

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= issue.message;
    }
    return { status: "invalid", errors, values };
  }
  await db.insert(contactMessages).values({ ...parsed.data, ip: meta.ip ?? null });
  return { status: "sent", receipt: randomUUID() };
}
