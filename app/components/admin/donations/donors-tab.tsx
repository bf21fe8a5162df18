/**
 * The 'Donateurs' tab of /admin/donations (issue 13, item 6): the person records that tie a
 * donor's gifts, orders and event requests by e-mail, searched by name or e-mail; 'Fusionner'
 * opens the panel of one record (`?fusionner=ID`) listing the others it may be merged into (the
 * same last name by default, or a search), each behind a confirmation.
 */
import { Link, useLocation } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { CrudList, type Column } from "~/components/admin/crud/crud-list";
import { SearchBox } from "~/components/admin/crud/search-form";
import { personColumn } from "~/components/admin/donations/donation-parts";
import { GetForm } from "~/components/admin/filter-form";
import { buttonVariants } from "~/components/ui/button";
import { donationSearchSchema } from "~/domain/donations/admin-schema";
import { MERGE_PARAM, MERGE_SEARCH_PARAM, PEOPLE_TAB } from "~/domain/donations/money-in-tabs";
import type { PeoplePage, PersonListRow } from "~/domain/people/people.server";
import { searchWith } from "~/lib/forms/form-mode";

interface MergedPerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

const nameOf = (person: Pick<MergedPerson, "firstName" | "lastName" | "email">) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

const COLUMNS: Column<PersonListRow>[] = [
  personColumn("Personne", nameOf),
  { header: "Dons", cell: (person) => person.donationCount },
  { header: "Commandes", cell: (person) => person.orderCount },
  { header: "Demandes", cell: (person) => person.requestCount },
];

function MergePanel({
  merging,
}: {
  merging: { person: MergedPerson; search: string; candidates: PersonListRow[] };
}) {
  const { search } = useLocation();
  const { person, candidates } = merging;
  return (
    <AdminPanel
      id="fusion-fiches"
      title={`Fusionner la fiche de ${nameOf(person)}`}
      className="mb-8"
    >
      <p className="mb-4 text-sm">
        Les dons, commandes, demandes d&apos;événement et dons mensuels de{" "}
        <strong>{person.email}</strong> passeront à la fiche choisie ci-dessous, qui garde son
        courriel ; la fiche de {nameOf(person)} sera ensuite supprimée.
      </p>
      <GetForm
        role="search"
        submitLabel="Rechercher"
        keep={{ onglet: PEOPLE_TAB, [MERGE_PARAM]: String(person.id) }}
        className="mb-4"
      >
        <SearchBox
          id="fusion-recherche"
          label="Chercher la fiche à conserver (nom, courriel)"
          name={MERGE_SEARCH_PARAM}
          value={merging.search}
          schema={donationSearchSchema}
          className="h-10"
        />
      </GetForm>
      {candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Aucune autre fiche trouvée : cherchez par nom ou par courriel.
        </p>
      ) : (
        <ul className="grid gap-3">
          {candidates.map((candidate) => (
            <li
              key={candidate.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
            >
              <span>
                {nameOf(candidate)}
                <span className="block text-sm break-all text-muted-foreground">
                  {candidate.email} — {candidate.donationCount} don
                  {candidate.donationCount > 1 ? "s" : ""}, {candidate.orderCount} commande
                  {candidate.orderCount > 1 ? "s" : ""}
                </span>
              </span>
              <ConfirmDialog
                intent="merge-people"
                id={candidate.id}
                triggerLabel="Fusionner dans cette fiche"
                subject={`${nameOf(person)} dans la fiche ${candidate.email}`}
                title="Fusionner les fiches"
                description={`Êtes-vous sûr de vouloir fusionner la fiche ${person.email} dans la fiche ${candidate.email} ? Tout ce qui est lié à ${person.email} passera à ${candidate.email}, puis la fiche ${person.email} sera supprimée. Cette action ne peut pas être annulée.`}
                confirmLabel="Fusionner"
              />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={searchWith(search, {}, [MERGE_PARAM, MERGE_SEARCH_PARAM, "confirmer"])}
        className={buttonVariants({ variant: "outline", size: "sm", className: "mt-4" })}
      >
        Fermer
      </Link>
    </AdminPanel>
  );
}

export function DonorsTab({
  people,
  q,
  merging,
}: {
  people: PeoplePage;
  q: string;
  merging: { person: MergedPerson; search: string; candidates: PersonListRow[] } | null;
}) {
  const { search } = useLocation();
  return (
    <>
      {merging ? <MergePanel merging={merging} /> : null}
      <CrudList
        id="donateurs"
        title="Donateurs"
        caption="Fiches des donateurs et acheteurs"
        columns={COLUMNS}
        list={people}
        empty="Aucune fiche trouvée."
        subject={(person) => `la fiche ${person.email}`}
        editParam={null}
        deleteIntent={null}
        intro={
          <p className="mb-4 text-sm text-muted-foreground">
            Une fiche par adresse courriel relie les dons, commandes et demandes d&apos;une même
            personne. Quand une personne a utilisé deux adresses, fusionnez ses deux fiches.
          </p>
        }
        toolbar={
          <GetForm role="search" submitLabel="Rechercher" keep={{ onglet: PEOPLE_TAB }}>
            <SearchBox
              id="recherche-donateurs"
              label="Rechercher (nom, courriel)"
              value={q}
              schema={donationSearchSchema}
              className="h-10"
            />
          </GetForm>
        }
        actions={(person) => (
          <Link
            to={searchWith(search, { [MERGE_PARAM]: person.id }, [MERGE_SEARCH_PARAM, "confirmer"])}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Fusionner<span className="sr-only"> la fiche {person.email}</span>
          </Link>
        )}
      />
    </>
  );
}
