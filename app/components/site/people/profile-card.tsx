import type { ReactNode } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cn } from "~/lib/utils";

/**
 * The card of one person on the /bureau and /personnel pages: photo, name (h2 under the page's
 * h1), role, an optional badge, then the details given as children (bio, contact links, dates).
 */
export function ProfileCard({
  name,
  role,
  image,
  badge,
  children,
  className,
}: {
  name: string;
  role: string;
  image: string;
  badge?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm",
        className,
      )}
    >
      <ResponsiveImage
        src={image}
        // The name follows in the heading: the portrait adds nothing for a screen reader.
        alt=""
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        width={480}
        height={480}
        className="aspect-square w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 border-t-2 border-gold p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="text-xl font-semibold text-foreground">{name}</h2>
            <p className="font-medium text-gold-dark first-letter:uppercase">{role}</p>
          </div>
          {badge}
        </div>
        {children}
      </div>
    </article>
  );
}

/** A grid of cards (a list, so screen readers announce how many people there are). */
export function ProfileGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}
