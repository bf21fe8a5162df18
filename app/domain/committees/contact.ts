/**
 * A committee member's contact is one free-text field (an e-mail address or a phone number,
 * back-office.md §3): tell which, so the page can offer a mailto: or tel: link.
 */
export type ContactKind = "email" | "phone" | "text";

export function contactKind(contact: string): ContactKind {
  const value = contact.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return "email";
  if (/^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 7) return "phone";
  return "text";
}
