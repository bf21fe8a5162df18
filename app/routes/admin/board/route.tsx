/**
 * /admin/bureau — the executive board (spec back-office.md §2 "Executive board"). The members in
 * display order, one page at a time; the add and edit form opens from the URL (`?mode=ajout`,
 * `?modifier=`), so does a member's detail view (`?details=`: biography, contact, nomination and
 * the responsibilities of the position); deletion asks for confirmation; everything works without
 * JavaScript. The changes show on the public /bureau page, which reads the same table in the
 * same order.
 */
import { useLocation } from "react-router";
import { AdminPageHeader, AdminNotices } from "~/components/admin/admin-frame";
import { crudAction, loadCrudScreen } from "~/routes/admin/+shared/crud.server";
import { boardScreen } from "~/domain/board/board-admin.server";
import { BOARD_MEMBER_NOT_FOUND } from "~/domain/board/schema";
import { todayInSaguenay } from "~/lib/format";
import { parseRecordId, searchWith } from "~/lib/forms/form-mode";
import { visibleUrl } from "~/lib/visible-url";
import { refusedDeletion } from "~/lib/forms/refusal";
import { getDb } from "~/server/db.server";
import { BoardList } from "~/components/admin/board/board-list";
import { BoardMemberForm } from "~/components/admin/board/member-form";
import { MemberDetails } from "~/components/admin/board/member-details";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await loadCrudScreen(boardScreen, request);
  const params = visibleUrl(request).searchParams;
  const detailsId = parseRecordId(params.get("details"));
  const details = detailsId === null ? null : await boardScreen.find(await getDb(), detailsId);
  const missing = params.has("details") && !details ? BOARD_MEMBER_NOT_FOUND : null;
  return { ...screen, details, today: todayInSaguenay(), notice: screen.notice ?? missing };
}

export async function action({ request }: Route.ActionArgs) {
  return crudAction(boardScreen, request);
}

export const meta: Route.MetaFunction = () => [{ title: "Bureau — Administration" }];

export default function Board({ loaderData, actionData }: Route.ComponentProps) {
  const { list, mode, edited, details, today, notice } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <AdminPageHeader
        title="Bureau de la Fondation"
        subtitle="Gérez les membres du bureau exécutif"
      />
      <AdminNotices messages={[notice, refusedDeletion(actionData)]} />

      {mode.kind !== "view" ? (
        <BoardMemberForm
          edited={edited}
          answer={actionData}
          today={today}
          nextPosition={list.total ?? 0}
        />
      ) : null}

      {details && mode.kind === "view" ? (
        <MemberDetails
          key={details.id}
          member={details}
          closeTo={searchWith(search, {}, ["details"])}
          editTo={searchWith(search, { modifier: details.id }, ["details"])}
        />
      ) : null}

      <BoardList list={list} detailsId={details?.id} />
    </>
  );
}
