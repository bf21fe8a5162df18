import type { HomePerson } from "~/domain/home/types";
import { MoreLink } from "~/components/site/shared/arrow-link";
import { PeopleGrid } from "./person-card";
import { PageSection } from "~/components/site/shared/page-section";

/** Bureau members, then the text naming the roles (spec §2.3, item 7). */
export function BureauSection({ people, text }: { people: HomePerson[]; text: string }) {
  if (people.length === 0 && !text.trim()) return null;
  return (
    <PageSection
      id="bureau-titre"
      eyebrow="Notre équipe"
      title="Le Bureau de la Fondation"
      className="bg-muted py-14 sm:py-20"
    >
      <PeopleGrid people={people} layout="four" />
      {text.trim() ? (
        <p className="mx-auto mt-10 max-w-3xl text-center leading-relaxed text-foreground">
          {text}
        </p>
      ) : null}
      <MoreLink to="/bureau" variant="outline" className="mt-8">
        Découvrir le Bureau
      </MoreLink>
    </PageSection>
  );
}
