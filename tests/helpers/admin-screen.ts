/**
 * What a back-office screen's own test file starts from, in one call: a test database emptied
 * before every test, a fresh upload folder, the screen's route bound at its address; and the two
 * checks every such file makes on its own rules (admin-crud-contract.test.ts proves what all the
 * screens share): each bad value refused with its French message, what was typed given back, and
 * the list paged on the server.
 *
 *   const screen = setupAdminScreen("/admin/bureau", { action, loader });
 *   const { cookie } = await screen.signIn("editeur");
 *   await screen.expectRefusals(cookie, cases, ["name"]);
 */
import { expect } from "vitest";
import type { Role } from "~/domain/admin/roles";
import { BAD_PAGE } from "~/domain/admin/pagination";
import { setupTestDatabase } from "./db";
import { setupTempDataDir, signIn, type SignInOptions } from "./fixtures";
import { refused, routeAt, type FieldValue, type FormFields, type RouteAtOptions } from "./routes";

type RouteFunction = (args: never) => unknown;

/**
 * The screen at `path` ("/admin/bureau"): its database, its route's calls (posted as multipart,
 * like the back-office forms with a picture; the toast read as its title and where it leads,
 * unless `options` says otherwise), a volunteer signed in, and the checks below bound to it.
 */
export function setupAdminScreen<M extends { loader?: RouteFunction; action?: RouteFunction }>(
  path: string,
  module: M,
  { multipart = true, toast = ["title", "location"], ...options }: RouteAtOptions = {},
) {
  const database = setupTestDatabase();
  setupTempDataDir();
  const route = routeAt(`http://localhost${path}`, module, { multipart, toast, ...options });
  return {
    database,
    ...route,
    signIn: (role: Role, as?: SignInOptions) => signIn(database.db, role, as),
    /**
     * Submits the edit form of record `id`, opened from the list at `search` (its address carries
     * `modifier=id`); `fields` may name another intent ("update-product"). Answers the toast.
     */
    edit: async (cookie: string, id: number, search: string, fields: Record<string, FieldValue>) =>
      route.toast(
        await route.post(
          cookie,
          { intent: "update", id: String(id), ...fields },
          `${search}${search ? "&" : "?"}modifier=${id}`,
        ),
      ),
    expectRefusals: (cookie: string, cases: readonly FieldRefusalCase[], kept: string[]) =>
      expectFieldRefusals(async (fields) => route.post(cookie, fields), cases, kept),
    expectPages: <Row>(cookie: string, at: string, size: number) =>
      expectServerPages<Row>(async (search) => route.load(cookie, search), at, size),
  };
}

/** One bad submission: the fields posted, the field refused, its French message. */
export type FieldRefusalCase = readonly [
  fields: Record<string, string | File>,
  field: string,
  message: string,
];

/**
 * Posts each case and expects a 400 naming the field with its message, the `kept` fields given
 * back as typed (for the form to show them again).
 */
export async function expectFieldRefusals(
  post: (fields: FormFields) => Promise<unknown>,
  cases: readonly FieldRefusalCase[],
  kept: readonly string[],
) {
  for (const [fields, field, message] of cases) {
    const body = refused(await post(fields)) as {
      refused: { errors: Record<string, string>; values: Record<string, string> };
    };
    expect(body.refused.errors[field], `${field} = ${String(fields[field])}`).toBe(message);
    for (const name of kept) expect(body.refused.values[name], name).toBe(fields[name]);
  }
}

interface Paged<Row> {
  page: number;
  pageCount: number;
  total: number;
  rows: Row[];
}

/**
 * A list of `size + 2` records, paged on the server (`at`: where the loader answers it, "list"):
 * the first page holds `size` of them, a page past the end shows the last page (its 2 records),
 * a page number that is not one shows the first with a notice. Answers the rows of both pages,
 * for the test to check their order.
 */
export async function expectServerPages<Row>(
  load: (search: string) => Promise<unknown>,
  at: string,
  size: number,
): Promise<{ first: Row[]; last: Row[] }> {
  const listAt = async (search: string) => {
    const data = (await load(search)) as Record<string, unknown>;
    return { list: data[at] as Paged<Row>, notice: data.notice };
  };
  const first = await listAt("");
  expect(first.list).toMatchObject({ page: 1, pageCount: 2, total: size + 2 });
  expect(first.list.rows).toHaveLength(size);
  const last = await listAt("?page=9");
  expect(last.list.page).toBe(2);
  expect(last.list.rows).toHaveLength(2);
  const bad = await listAt("?page=abc");
  expect(bad.list.page).toBe(1);
  expect(bad.notice).toBe(BAD_PAGE);
  return { first: first.list.rows, last: last.list.rows };
}
