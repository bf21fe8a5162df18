import type { ReactNode } from "react";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { TeaserCard } from "~/components/site/shared/teaser-card";
import { CalendarDays } from "~/components/ui/icons";
import { EmailLink, LocationLine, PhoneLink } from "./contact-links";

/**
 * The card of one person on the /bureau and /personnel pages: photo, name (h2 under the page's
 * h1), role, an optional badge, the bio, the ways to reach them (only those given) and since
 * when they serve the foundation.
 */
export function ProfileCard({
  person: { name, role, image, bio, email, phone, location },
  badge,
  since,
}: {
  person: {
    name: string;
    role: string;
    image: string;
    bio: string;
    email: string | null;
    phone: string | null;
    location?: string;
  };
  badge?: ReactNode;
  /** "Membre depuis …", "En poste depuis …". */
  since: string;
}) {
  return (
    <TeaserCard
      image={
        <ShapedImage
          src={image}
          shape="square"
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        />
      }
      goldRule
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold text-foreground">{name}</h2>
          <p className="font-medium text-gold-dark first-letter:uppercase">{role}</p>
        </div>
        {badge}
      </div>
      {bio ? <p className="leading-relaxed text-foreground">{bio}</p> : null}
      {email || phone || location ? (
        <ul className="flex flex-col gap-1 text-sm">
          {email ? (
            <li>
              <EmailLink email={email} />
            </li>
          ) : null}
          {phone ? (
            <li>
              <PhoneLink phone={phone} />
            </li>
          ) : null}
          {location ? (
            <li>
              <LocationLine location={location} />
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="mt-auto inline-flex items-center gap-2 pt-2 text-sm text-muted-foreground">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {since}
      </p>
    </TeaserCard>
  );
}
