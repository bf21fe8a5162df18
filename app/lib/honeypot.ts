/**
 * The spam trap of the public forms: a field hidden from people (out of sight and of the tab
 * order) that many robots fill in. A submission with it filled is answered like a success and
 * stores nothing, so robots learn nothing.
 */
export const HONEYPOT_FIELD = "website";

export function isSpam(form: FormData): boolean {
  return String(form.get(HONEYPOT_FIELD) ?? "") !== "";
}
