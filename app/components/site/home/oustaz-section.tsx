import type { HomePerson } from "~/domain/home/types";
import { MoreLink } from "~/components/site/shared/arrow-link";
import { PeopleGrid } from "./person-card";
import { PageSection } from "~/components/site/shared/page-section";

/** Oustaz & Imams (spec §2.3, item 8). */
export function OustazSection({ people }: { people: HomePerson[] }) {
  if (people.length === 0) return null;
  return (
    <PageSection
      id="oustaz-titre"
      eyebrow="Guides spirituels"
      title="Oustaz & Imams"
      intro="Ils transmettent l'enseignement et accompagnent la communauté dans sa pratique."
      className="py-14 sm:py-20"
    >
      <PeopleGrid people={people} layout="two" />
      <MoreLink to="/oustaz" variant="outline" className="mt-8">
        Découvrir nos oustaz et imams
      </MoreLink>
    </PageSection>
  );
}
