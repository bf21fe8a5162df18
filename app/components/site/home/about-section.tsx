import { Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import type { HomeAbout } from "~/domain/home/types";
import { Button } from "~/components/ui/button";
import { container, SectionHeading } from "./section-heading";

/** "À propos" summary with a link to the full page (spec §2.3, item 6). */
export function AboutSection({ about }: { about: HomeAbout | null }) {
  if (!about) return null;
  const paragraphs = about.summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <section
      aria-labelledby="a-propos-titre"
      className="border-y border-border bg-white py-14 sm:py-20"
    >
      <div className={`${container} max-w-4xl`}>
        <SectionHeading id="a-propos-titre" eyebrow="Qui sommes-nous" title={about.title} />
        <div className="mx-auto grid max-w-3xl gap-4 text-center text-lg leading-relaxed text-foreground">
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to={about.href}>
              En savoir plus
              <span className="sr-only"> : {about.title}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
