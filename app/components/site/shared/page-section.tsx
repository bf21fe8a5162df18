import type { ReactNode } from "react";
import { pageContainer } from "~/components/site/page/page-header";
import { TitleStack } from "~/components/site/shared/title-stack";
import { cn } from "~/lib/utils";

interface HeadingProps {
  /** Id of the h2, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
}

/** The h2 of a home section, with an optional eyebrow line and intro, and a gold rule. */
export function SectionHeading({ id, eyebrow, title, intro }: HeadingProps) {
  return (
    <div className="mb-10 flex flex-col items-center gap-3 text-center">
      <TitleStack id={id} eyebrow={eyebrow} title={title} />
      {intro ? <p className="max-w-2xl text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

/**
 * A section of the home page or of a page built like it (/projets): a landmark named by its h2, the
 * site's frame and the centred heading, then its content.
 */
export function PageSection({
  className,
  frameClassName,
  children,
  ...heading
}: HeadingProps & {
  /** The section's background and vertical padding. */
  className: string;
  /** Extra classes of the frame (a narrower width). */
  frameClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={heading.id} className={className}>
      <div className={cn(pageContainer, frameClassName)}>
        <SectionHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
