import type { ReactNode } from "react";

/** The small gold capitals above a title ("Projet phare", an event's type…). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm font-semibold tracking-wider text-gold-dark uppercase">{children}</p>
  );
}

/**
 * The site's big title: an optional eyebrow line, the heading and a short gold rule under it.
 * A fragment: the parent lays it out (centred in page and section headers, left in an article).
 */
export function TitleStack({
  as: Heading = "h2",
  id,
  eyebrow,
  title,
}: {
  as?: "h1" | "h2";
  /** Id of the heading, for a section's aria-labelledby. */
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
}) {
  return (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Heading id={id} className="text-3xl font-bold text-primary sm:text-4xl">
        {title}
      </Heading>
      <span aria-hidden="true" className="block h-0.5 w-16 rounded-full bg-gold" />
    </>
  );
}
