import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import type { HomePerson } from "~/domain/home/types";
import { Button } from "~/components/ui/button";
import { PersonCard } from "./person-card";
import { container, SectionHeading } from "./section-heading";

/** Bureau members, then the text naming the roles (spec §2.3, item 7). */
export function BureauSection({ people, text }: { people: HomePerson[]; text: string }) {
  if (people.length === 0 && !text.trim()) return null;
  return (
    <section aria-labelledby="bureau-titre" className="bg-muted py-14 sm:py-20">
      <div className={container}>
        <SectionHeading
          id="bureau-titre"
          eyebrow="Notre équipe"
          title="Le Bureau de la Fondation"
        />
        {people.length > 0 ? (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {people.map((person) => (
              <li key={person.id}>
                <PersonCard person={person} sizes="(min-width: 1024px) 300px, 50vw" />
              </li>
            ))}
          </ul>
        ) : null}
        {text.trim() ? (
          <p className="mx-auto mt-10 max-w-3xl text-center leading-relaxed text-foreground">
            {text}
          </p>
        ) : null}
        <div className="mt-8 flex justify-center">
          <Button asChild variant="outline">
            <Link to="/bureau">
              Découvrir le Bureau
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
