/** The right-hand panel of /admin/comites: the chosen committee and its members. */
import { AdminPanel } from "~/components/admin/admin-frame";
import { CrudList, type Column } from "~/components/admin/crud/crud-list";
import { MemberAvatar } from "~/components/admin/member-avatar";
import type { CommitteeMemberRow, CommitteeRow } from "~/domain/committees/committees-admin.server";
import { formatDate } from "~/lib/format";

const COLUMNS: Column<CommitteeMemberRow>[] = [
  { header: "Photo", cell: (member) => <MemberAvatar name={member.name} image={member.image} /> },
  { header: "Nom", rowHeader: true, cell: (member) => member.name },
  { header: "Rôle", cell: (member) => member.role ?? "" },
  { header: "Contact", className: "break-all", cell: (member) => member.contact ?? "" },
];

export function CommitteePanel({
  selected,
}: {
  selected: {
    committee: CommitteeRow & { createdAt: string };
    members: CommitteeMemberRow[];
  } | null;
}) {
  if (!selected) {
    return (
      <AdminPanel id="comite-selectionne" title="Détails du comité">
        <p className="text-muted-foreground">Aucun comité sélectionné</p>
      </AdminPanel>
    );
  }
  const { committee, members } = selected;
  return (
    <CrudList
      id="comite-selectionne"
      title={committee.name}
      intro={
        <>
          {committee.description ? (
            <p className="mb-2 whitespace-pre-line">{committee.description}</p>
          ) : null}
          <p className="mb-4 text-sm text-muted-foreground">
            Créé le {formatDate(committee.createdAt)}
          </p>
        </>
      }
      caption={`Membres du comité ${committee.name}`}
      columns={COLUMNS}
      rows={members}
      empty="Aucun membre dans ce comité"
      addLabel="Ajouter un membre"
      addParams={{ mode: "ajout-membre" }}
      editParam="modifier-membre"
      closeParams={["modifier"]}
      deleteIntent="delete-member"
      subject={(member) => member.name}
      confirm={(member) => ({
        title: "Supprimer le membre",
        description: `Êtes-vous sûr de vouloir supprimer le membre ${member.name} ? Cette action ne peut pas être annulée.`,
      })}
    />
  );
}
