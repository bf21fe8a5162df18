/**
 * The page a registration's e-mail links to (its cancel link, a waiting list's offer): the
 * event, the places and the reference above what the visitor may do with them.
 */
import type { ReactNode } from "react";
import { PageHeader, pageContainer } from "~/components/site/page/page-header";
import { formatDateTime } from "~/lib/format";

interface RegistrationSummaryProps {
  title: string;
  event: { title: string; startsAt: string | Date; location: string };
  /** « Places » or « Billets », and what it says (« 2 personnes », one line per ticket). */
  places: { label: string; text: string };
  reference: string;
  children: ReactNode;
}

export function RegistrationSummary({
  title,
  event,
  places,
  reference,
  children,
}: RegistrationSummaryProps) {
  return (
    <>
      <PageHeader title={title} />
      <div className={`${pageContainer} py-10 sm:py-14`}>
        <div className="mx-auto grid max-w-xl gap-5 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Événement</dt>
            <dd>{event.title}</dd>
            <dt className="font-semibold">Date</dt>
            <dd>{formatDateTime(event.startsAt)}</dd>
            <dt className="font-semibold">Lieu</dt>
            <dd>{event.location}</dd>
            <dt className="font-semibold">{places.label}</dt>
            <dd className="whitespace-pre-line">{places.text}</dd>
            <dt className="font-semibold">Référence</dt>
            <dd className="font-mono">{reference}</dd>
          </dl>
          {children}
        </div>
      </div>
    </>
  );
}
