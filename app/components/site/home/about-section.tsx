import type { HomeAbout } from "~/domain/home/types";
import { MoreLink } from "~/components/site/shared/arrow-link";
import { PageSection } from "~/components/site/shared/page-section";

/** "À propos" summary with a link to the full page (spec §2.3, item 6). */
export function AboutSection({ about }: { about: HomeAbout | null }) {
  if (!about) return null;
  const paragraphs = about.summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <PageSection
      id="a-propos-titre"
      eyebrow="Qui sommes-nous"
      title={about.title}
      className="border-y border-border bg-white py-14 sm:py-20"
      frameClassName="max-w-4xl"
    >
      <div className="mx-auto grid max-w-3xl gap-4 text-center text-lg leading-relaxed text-foreground">
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <MoreLink to={about.href} variant="outline" size="lg" context={about.title} className="mt-8">
        En savoir plus
      </MoreLink>
    </PageSection>
  );
}
