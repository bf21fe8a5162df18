import { ShapedImage } from "~/components/site/shared/shaped-image";
import type { CommitteeWithMembers } from "~/domain/committees/types";
import { ContactValue } from "./contact-links";

/** One committee of /comites: its name (h2), description and members (h3 each). */
export function CommitteeSection({ committee }: { committee: CommitteeWithMembers }) {
  const headingId = `comite-${committee.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-primary">
        {committee.name}
      </h2>
      <span aria-hidden="true" className="mt-2 block h-0.5 w-12 rounded-full bg-gold" />
      {committee.description ? (
        <p className="mt-4 max-w-3xl leading-relaxed text-foreground">{committee.description}</p>
      ) : null}
      {committee.members.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {committee.members.map((member) => (
            <li
              key={member.id}
              className="flex items-center gap-4 rounded-lg border border-border bg-background p-4"
            >
              <ShapedImage src={member.image} shape="avatar" sizes="64px" />
              <div className="flex min-w-0 flex-col gap-0.5">
                <h3 className="font-semibold text-foreground">{member.name}</h3>
                {member.role ? (
                  <p className="text-sm font-medium text-gold-dark">{member.role}</p>
                ) : null}
                {member.contact ? (
                  <p className="text-sm">
                    <ContactValue contact={member.contact} />
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-muted-foreground">Aucun membre dans ce comité</p>
      )}
    </section>
  );
}
