/** The board members of /admin/bureau in display order, each with 'Détails', 'Modifier', 'Supprimer'. */
import { Link, useLocation } from "react-router";
import { CrudList, type Column } from "~/components/admin/crud/crud-list";
import { MemberAvatar } from "~/components/admin/member-avatar";
import { buttonVariants } from "~/components/ui/button";
import type { ListPage } from "~/domain/admin/pagination";
import type { BoardMemberRow } from "~/domain/board/board-admin.server";
import { formatDate } from "~/lib/format";
import { searchWith } from "~/lib/forms/form-mode";

const COLUMNS: Column<BoardMemberRow>[] = [
  { header: "Photo", cell: (member) => <MemberAvatar name={member.name} image={member.image} /> },
  { header: "Nom", rowHeader: true, cell: (member) => member.name },
  { header: "Poste", cell: (member) => member.role },
  {
    header: "Biographie",
    className: "max-w-xs",
    cell: (member) => <p className="line-clamp-3">{member.bio}</p>,
  },
  {
    header: "Contact",
    className: "break-all",
    cell: (member) => (
      <>
        {member.email ? <div>{member.email}</div> : null}
        {member.phone ? <div>{member.phone}</div> : null}
      </>
    ),
  },
  { header: "Nomination", cell: (member) => formatDate(member.nominationDate) },
  { header: "Ordre", cell: (member) => member.position },
];

export function BoardList({
  list,
  detailsId,
}: {
  list: ListPage<BoardMemberRow>;
  /** The member whose detail view is open. */
  detailsId?: number;
}) {
  const { search } = useLocation();
  return (
    <CrudList
      id="liste-bureau"
      title="Membres du bureau"
      caption="Membres du bureau, dans l'ordre d'affichage"
      columns={COLUMNS}
      rows={list.rows}
      page={list.page}
      pageCount={list.pageCount}
      empty="Aucun membre du bureau n'a été trouvé."
      addLabel="Ajouter un membre"
      closeParams={["details"]}
      subject={(member) => member.name}
      actions={(member) => (
        <Link
          to={searchWith(search, { details: member.id }, ["modifier"])}
          aria-current={detailsId === member.id ? "true" : undefined}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          Détails<span className="sr-only"> de {member.name}</span>
        </Link>
      )}
      confirm={(member) => ({
        title: "Supprimer le membre",
        description: `Êtes-vous sûr de vouloir supprimer ${member.name} du bureau ? Cette action ne peut pas être annulée.`,
      })}
    />
  );
}
