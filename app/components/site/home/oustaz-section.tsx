import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import type { HomePerson } from "~/domain/home/types";
import { Button } from "~/components/ui/button";
import { PersonCard } from "./person-card";
import { container, SectionHeading } from "./section-heading";

/** Oustaz & Imams (spec §2.3, item 8). */
export function OustazSection({ people }: { people: HomePerson[] }) {
  if (people.length === 0) return null;
  return (
    <section aria-labelledby="oustaz-titre" className="py-14 sm:py-20">
      <div className={container}>
        <SectionHeading
          id="oustaz-titre"
          eyebrow="Guides spirituels"
          title="Oustaz & Imams"
          intro="Ils transmettent l'enseignement et accompagnent la communauté dans sa pratique."
        />
        <ul className="mx-auto grid max-w-2xl gap-6 sm:grid-cols-2">
          {people.map((person) => (
            <li key={person.id} className="mx-auto w-full max-w-xs sm:max-w-none">
              <PersonCard person={person} sizes="(min-width: 640px) 320px, 320px" />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex justify-center">
          <Button asChild variant="outline">
            <Link to="/oustaz">
              Découvrir nos oustaz et imams
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
