/**
 * /admin/comites — the committees and their members (spec back-office.md §2 "Committees").
 * Left, the committees; right, the one chosen with `?comite=` and its members. The add and edit
 * forms open from the URL (`?mode=ajout`, `?modifier=`, `?mode=ajout-membre`,
 * `?modifier-membre=`), deletions ask for confirmation; everything works without JavaScript.
 */
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { crudAction, loadCrudScreen } from "~/routes/admin/+shared/crud.server";
import {
  committeeMemberScreen,
  committeeScreen,
  loadSelectedCommittee,
} from "~/domain/committees/committees-admin.server";
import { visibleUrl } from "~/lib/visible-url";
import { refusedDeletion } from "~/lib/forms/refusal";
import { getDb } from "~/server/db.server";
import { CommitteeForm, MemberForm } from "~/components/admin/committees/forms";
import { CommitteePanel } from "~/components/admin/committees/committee-panel";
import { CommitteesList } from "~/components/admin/committees/committees-list";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  const { list, mode, edited, notice } = await loadCrudScreen(committeeScreen, request);
  const selection = await loadSelectedCommittee(await getDb(), visibleUrl(request).searchParams);
  return {
    committees: list.rows,
    committeeMode: mode,
    editedCommittee: edited,
    ...selection,
    notice: notice ?? selection.notice,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction([committeeScreen, committeeMemberScreen], request);
}

export const meta: Route.MetaFunction = () => [{ title: "Comités — Administration" }];

export default function Committees({ loaderData, actionData }: Route.ComponentProps) {
  const { committees, selected, committeeMode, editedCommittee, memberMode, editedMember, notice } =
    loaderData;
  return (
    <>
      <AdminPageHeader
        title="Comités de la Fondation"
        subtitle="Gérez les différents comités et leurs membres"
      />
      <AdminNotices messages={[notice, refusedDeletion(actionData)]} />

      {committeeMode.kind !== "view" ? (
        <CommitteeForm edited={editedCommittee} answer={actionData} />
      ) : null}
      {selected && memberMode.kind !== "view" ? (
        <MemberForm committee={selected.committee} edited={editedMember} answer={actionData} />
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <CommitteesList committees={committees} selectedId={selected?.committee.id} />
        <CommitteePanel selected={selected} />
      </div>
    </>
  );
}
