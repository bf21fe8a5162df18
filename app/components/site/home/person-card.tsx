import type { HomePerson } from "~/domain/home/types";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { TeaserCard } from "~/components/site/shared/teaser-card";

/** A person of the bureau or of the oustaz: square photo, name (h3) and role. */
export function PersonCard({ person, sizes }: { person: HomePerson; sizes: string }) {
  return (
    <TeaserCard
      image={<ShapedImage src={person.image} shape="square" sizes={sizes} />}
      spacing="tight"
      goldRule
      bodyClassName="text-center"
    >
      <h3 className="text-lg font-semibold text-foreground">{person.name}</h3>
      <p className="text-sm text-muted-foreground first-letter:uppercase">{person.role}</p>
    </TeaserCard>
  );
}

/** The two ways the home lays portraits out: four across (the bureau), or two (the oustaz). */
const LAYOUTS = {
  four: {
    list: "grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4",
    item: undefined,
    sizes: "(min-width: 1024px) 300px, 50vw",
  },
  two: {
    list: "mx-auto grid max-w-2xl gap-6 sm:grid-cols-2",
    item: "mx-auto w-full max-w-xs sm:max-w-none",
    sizes: "(min-width: 640px) 320px, 320px",
  },
} as const;

/** The portraits of a home section; nothing when there are none. */
export function PeopleGrid({
  people,
  layout,
}: {
  people: HomePerson[];
  layout: keyof typeof LAYOUTS;
}) {
  if (people.length === 0) return null;
  const { list, item, sizes } = LAYOUTS[layout];
  return (
    <ul className={list}>
      {people.map((person) => (
        <li key={person.id} className={item}>
          <PersonCard person={person} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
