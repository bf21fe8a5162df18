import { telHref } from "~/components/site/contact-links";
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { contactKind } from "~/domain/committees/contact";

const linkClass =
  "inline-flex min-h-6 items-center gap-2 break-all text-primary underline-offset-4 hover:underline";

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      <Mail aria-hidden="true" className="size-4 shrink-0" />
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={linkClass}>
      <Phone aria-hidden="true" className="size-4 shrink-0" />
      {phone}
    </a>
  );
}

export function LocationLine({ location }: { location: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-muted-foreground">
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      {location}
    </span>
  );
}

/** A free-text contact (committee members): a link when it is an e-mail or a phone number. */
export function ContactValue({ contact }: { contact: string }) {
  const kind = contactKind(contact);
  if (kind === "email") return <EmailLink email={contact.trim()} />;
  if (kind === "phone") return <PhoneLink phone={contact.trim()} />;
  return <span className="text-muted-foreground">{contact}</span>;
}
