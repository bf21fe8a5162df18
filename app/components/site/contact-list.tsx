import { Mail, MapPin, Phone, UserRound } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import { telHref } from "./contact-links";

export interface ContactDetails {
  managerName?: string;
  address?: string;
  phone?: string;
  email?: string;
}

/** True when at least one line of `contact` is filled in. */
export function hasContactDetails(contact: ContactDetails): boolean {
  return Boolean(contact.managerName || contact.address || contact.phone || contact.email);
}

/**
 * A contact block (responsable, address, phone, e-mail) as a list with icons; blank lines are
 * left out. `tone="dark"` for green surfaces (gold icons, underlined links).
 */
export function ContactList({
  contact,
  tone = "light",
  className,
}: {
  contact: ContactDetails;
  tone?: "light" | "dark";
  className?: string;
}) {
  const icon = cn("mt-0.5 size-5 shrink-0", tone === "dark" ? "text-gold-light" : "text-gold-dark");
  const link =
    tone === "dark"
      ? "underline underline-offset-4"
      : "text-primary underline-offset-4 hover:underline";
  return (
    <ul className={cn("flex flex-col gap-3", className)}>
      {contact.managerName ? (
        <li className="flex items-start gap-3">
          <UserRound aria-hidden="true" className={icon} />
          <span>
            <span className="sr-only">Responsable : </span>
            {contact.managerName}, responsable
          </span>
        </li>
      ) : null}
      {contact.address ? (
        <li className="flex items-start gap-3">
          <MapPin aria-hidden="true" className={icon} />
          <span>
            <span className="sr-only">Adresse : </span>
            {contact.address}
          </span>
        </li>
      ) : null}
      {contact.phone ? (
        <li className="flex items-start gap-3">
          <Phone aria-hidden="true" className={icon} />
          <a href={telHref(contact.phone)} className={link}>
            <span className="sr-only">Téléphone : </span>
            {contact.phone}
          </a>
        </li>
      ) : null}
      {contact.email ? (
        <li className="flex items-start gap-3">
          <Mail aria-hidden="true" className={icon} />
          <a href={`mailto:${contact.email}`} className={cn(link, "break-all")}>
            <span className="sr-only">Courriel : </span>
            {contact.email}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
