import type { HomePerson } from "~/domain/home/types";
import { ResponsiveImage } from "~/components/ui/responsive-image";

/** A person of the bureau or of the oustaz: square photo, name (h3) and role. */
export function PersonCard({ person, sizes }: { person: HomePerson; sizes: string }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <ResponsiveImage
        src={person.image}
        alt=""
        sizes={sizes}
        width={480}
        height={480}
        className="aspect-square w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col gap-1 border-t-2 border-gold p-4 text-center">
        <h3 className="text-lg font-semibold text-foreground">{person.name}</h3>
        <p className="text-sm text-muted-foreground first-letter:uppercase">{person.role}</p>
      </div>
    </article>
  );
}
