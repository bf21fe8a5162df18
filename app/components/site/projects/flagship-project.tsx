import { DonateButton, donationProjectOf } from "~/components/site/donation-dialog";
import { pageContainer } from "~/components/site/page/page-header";
import { ArrowLink } from "~/components/site/shared/arrow-link";
import { ShapedImage } from "~/components/site/shared/shaped-image";
import { Eyebrow } from "~/components/site/shared/title-stack";
import { categoryLabel } from "~/domain/projects/categories";
import type { PublicProject } from "~/domain/projects/types";
import { FundraisingSummary } from "./fundraising-summary";

/** The campaign at the top of /projets (spec §2.6): the page's main image and call to give. */
export function FlagshipProject({ project }: { project: PublicProject }) {
  return (
    <section aria-labelledby="projet-phare-titre" className="py-12 sm:py-16">
      <div className={pageContainer}>
        <article className="grid overflow-hidden rounded-2xl border border-border bg-card shadow-md lg:grid-cols-2">
          <ShapedImage
            src={project.image}
            shape="wide"
            sizes="(min-width: 1024px) 640px, 100vw"
            priority
            className="h-full"
          />
          <div className="flex flex-col gap-4 p-6 sm:p-10">
            <Eyebrow>Projet phare</Eyebrow>
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
            <FundraisingSummary
              collectedCents={project.collectedCents}
              goalCents={project.goalCents}
              tone="light"
              className="gap-4"
            />
            <div className="mt-2 flex flex-wrap gap-3">
              <DonateButton size="lg" project={donationProjectOf(project)}>
                Faire un don
              </DonateButton>
              <ArrowLink to="/projets-list" variant="outline" size="lg">
                En savoir plus
              </ArrowLink>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}
