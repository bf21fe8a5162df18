/**
 * One board member in full (spec §2: biography and the responsibilities of the position), opened
 * by `?details=`. The heading takes the focus when it opens, so keyboard and screen-reader users
 * land on it; 'Fermer' goes back to the list as it was.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { MemberAvatar } from "~/components/admin/member-avatar";
import { buttonVariants } from "~/components/ui/button";
import type { BoardMemberRow } from "~/domain/board/board-admin.server";
import { responsibilitiesOf } from "~/domain/board/responsibilities";
import { formatDate } from "~/lib/format";

export function MemberDetails({
  member,
  closeTo,
  editTo,
}: {
  member: BoardMemberRow;
  closeTo: string;
  editTo: string;
}) {
  const responsibilities = responsibilitiesOf(member.role);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once per member opened (the panel is keyed by id), not on every revalidation.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="details-membre"
      className="mb-8 max-w-2xl rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <div className="mb-4 flex items-center gap-4">
        <MemberAvatar name={member.name} image={member.image} size="large" />
        <div>
          <h2
            id="details-membre"
            tabIndex={-1}
            ref={headingRef}
            className="text-lg font-semibold text-primary"
          >
            {member.name}
          </h2>
          <p className="text-muted-foreground">{member.role}</p>
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium">Biographie</dt>
        <dd className="whitespace-pre-line">{member.bio || "Aucune biographie."}</dd>
        <dt className="font-medium">Courriel</dt>
        <dd className="break-all">
          {member.email ? (
            <a href={`mailto:${member.email}`} className="text-primary underline">
              {member.email}
            </a>
          ) : (
            "Non renseigné"
          )}
        </dd>
        <dt className="font-medium">Téléphone</dt>
        <dd>
          {member.phone ? (
            <a
              href={`tel:${member.phone.replace(/[^\d+]/g, "")}`}
              className="text-primary underline"
            >
              {member.phone}
            </a>
          ) : (
            "Non renseigné"
          )}
        </dd>
        <dt className="font-medium">Date de nomination</dt>
        <dd>{formatDate(member.nominationDate)}</dd>
      </dl>
      {responsibilities.length > 0 ? (
        <>
          <h3 className="mt-5 mb-2 font-semibold text-primary">Responsabilités</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={editTo} className={buttonVariants({ size: "sm" })}>
          Modifier<span className="sr-only"> {member.name}</span>
        </Link>
        <Link to={closeTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Fermer<span className="sr-only"> les détails</span>
        </Link>
      </div>
    </section>
  );
}
