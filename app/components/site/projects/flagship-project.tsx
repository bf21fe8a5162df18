import { Link } from "react-router";
import { DonateButton } from "~/components/site/donation-dialog";
import { Button } from "~/components/ui/button";
import { ArrowRight } from "~/components/ui/icons";
import { Progress } from "~/components/ui/progress";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { categoryLabel } from "~/domain/projects/categories";
import type { PublicProject } from "~/domain/projects/types";
import { formatMoneyWhole, percentOf, progressWidth } from "~/lib/format";

/** The campaign at the top of /projets (spec §2.6): the page's main image and call to give. */
export function FlagshipProject({ project }: { project: PublicProject }) {
  const percent = percentOf(project.collectedCents, project.goalCents);
  return (
    <section aria-labelledby="projet-phare-titre" className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <article className="grid overflow-hidden rounded-2xl border border-border bg-card shadow-md lg:grid-cols-2">
          <ResponsiveImage
            src={project.image}
            alt=""
            sizes="(min-width: 1024px) 640px, 100vw"
            width={1600}
            height={900}
            priority
            className="aspect-[16/9] h-full w-full bg-muted object-cover"
          />
          <div className="flex flex-col gap-4 p-6 sm:p-10">
            <p className="text-sm font-semibold tracking-wider text-gold-dark uppercase">
              Projet phare
            </p>
            {project.tags.length > 0 ? (
              <ul aria-label="Catégories" className="flex flex-wrap gap-2">
                {project.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground"
                  >
                    {categoryLabel(tag)}
                  </li>
                ))}
              </ul>
            ) : null}
            <h2 id="projet-phare-titre" className="text-2xl font-bold text-primary sm:text-3xl">
              {project.title}
            </h2>
            <p className="text-muted-foreground">{project.description}</p>
            <p className="text-lg">
              <strong className="text-2xl font-bold text-primary">
                {formatMoneyWhole(project.collectedCents)}
              </strong>{" "}
              recueillis sur un objectif de{" "}
              <strong className="font-semibold">{formatMoneyWhole(project.goalCents)}</strong>
            </p>
            <div className="flex items-center gap-4">
              <Progress
                value={progressWidth(project.collectedCents, project.goalCents)}
                aria-label="Progression de la collecte"
                valueText={`${percent}\u00a0% de l'objectif atteint`}
                tone="gold"
                className="flex-1"
              />
              <p className="text-xl font-bold text-gold-dark" aria-hidden="true">
                {percent}&nbsp;%
              </p>
            </div>
            <div className="mt-2 flex flex-wrap gap-3">
              <DonateButton size="lg">Faire un don</DonateButton>
              <Button asChild variant="outline" size="lg">
                <Link to="/projets-list">
                  En savoir plus
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
