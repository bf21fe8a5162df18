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
  const lines = [
    {
      key: "responsable",
      Icon: UserRound,
      text: contact.managerName ? `${contact.managerName}, responsable` : "",
      label: "Responsable : ",
    },
    { key: "adresse", Icon: MapPin, text: contact.address, label: "Adresse : " },
    {
      key: "telephone",
      Icon: Phone,
      text: contact.phone,
      label: "Téléphone : ",
      href: contact.phone ? telHref(contact.phone) : undefined,
    },
    {
      key: "courriel",
      Icon: Mail,
      text: contact.email,
      label: "Courriel : ",
      href: `mailto:${contact.email}`,
      wide: true,
    },
  ];
  return (
    <ul className={cn("flex flex-col gap-3", className)}>
      {lines.map(({ key, Icon, text, label, href, wide }) => {
        if (!text) return null;
        const content = (
          <>
            <span className="sr-only">{label}</span>
            {text}
          </>
        );
        return (
          <li key={key} className="flex items-start gap-3">
            <Icon aria-hidden="true" className={icon} />
            {href ? (
              // An e-mail address has no break opportunity: let it break anywhere.
              <a href={href} className={wide ? cn(link, "break-all") : link}>
                {content}
              </a>
            ) : (
              <span>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
