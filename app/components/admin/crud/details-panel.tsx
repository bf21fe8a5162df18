/**
 * The details panel of one record of a back-office list (`?details=ID`, `?commande=ID`…), shown
 * above the list: its facts as a list of labels and values, its body (`children`), then its
 * actions and a 'Fermer' link back to the list as it was. A link and forms: it works without
 * JavaScript.
 *
 *   <DetailsPanel id="message" title={message.subject} closeTo={searchWith(search, {}, ["details"])}
 *     facts={[["De", message.name], ["Reçu le", formatDateTime(message.createdAt)]]}
 *     actions={<RowForm intent="unread" id={message.id}>…</RowForm>}>
 *     <p>{message.message}</p>
 *   </DetailsPanel>
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { AdminPanel } from "../admin-frame";

/** A label and its value; null (a fact the record does not have) is left out. */
export type Fact = readonly [label: string, value: ReactNode] | null | false;

export function DetailsPanel({
  id,
  title,
  facts,
  actions,
  closeTo,
  children,
}: {
  /** Id of the panel's heading (the section is named by it). */
  id: string;
  title: string;
  facts: readonly Fact[];
  /** Buttons and links before 'Fermer'. */
  actions?: ReactNode;
  /** Where 'Fermer' leads: the list with its filters and page. */
  closeTo: string;
  children?: ReactNode;
}) {
  return (
    <AdminPanel id={id} title={title} className="mb-8 max-w-3xl">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {facts.map((fact) =>
          fact ? (
            <div key={fact[0]} className="contents">
              <dt className="font-medium text-muted-foreground">{fact[0]}</dt>
              <dd className="min-w-0 wrap-anywhere">{fact[1]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {children}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        {actions}
        <Link to={closeTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Fermer
        </Link>
      </div>
    </AdminPanel>
  );
}
