/** The left-hand list of /admin/comites: every committee, the chosen one marked, each with its actions. */
import { Link, useLocation } from "react-router";
import { AdminPanel } from "~/components/admin/admin-frame";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { buttonVariants } from "~/components/ui/button";
import type { CommitteeRow } from "~/domain/committees/committees-admin.server";
import { searchWith } from "~/lib/forms/form-mode";
import { cn } from "~/lib/utils";

export function CommitteesList({
  committees,
  selectedId,
}: {
  committees: readonly CommitteeRow[];
  selectedId?: number;
}) {
  const { search } = useLocation();
  return (
    <AdminPanel id="liste-comites" title="Comités">
      <Link
        to={searchWith(search, { mode: "ajout" }, ["modifier", "modifier-membre"])}
        className={cn(buttonVariants({ size: "sm" }), "mb-4")}
      >
        Ajouter un comité
      </Link>
      {committees.length === 0 ? (
        <p className="text-muted-foreground">Aucun comité pour le moment.</p>
      ) : (
        <ul className="grid gap-2">
          {committees.map((committee) => (
            <li
              key={committee.id}
              className={cn(
                "rounded-md border border-border p-3",
                committee.id === selectedId && "border-primary bg-accent",
              )}
            >
              <Link
                to={`?comite=${committee.id}`}
                aria-current={committee.id === selectedId ? "true" : undefined}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {committee.name}
              </Link>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link
                  to={`?comite=${committee.id}&modifier=${committee.id}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  Modifier<span className="sr-only"> le comité {committee.name}</span>
                </Link>
                <ConfirmDialog
                  intent="delete-committee"
                  id={committee.id}
                  subject={`le comité ${committee.name}`}
                  title="Supprimer le comité"
                  description={`Êtes-vous sûr de vouloir supprimer le comité ${committee.name} et tous ses membres ? Cette action ne peut pas être annulée.`}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}
