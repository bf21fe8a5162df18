/**
 * Every /admin route of app/routes.ts, found by walking the route table: without a session its
 * loader and action answer a redirect to /connexion (with the way back), and a signed-in user
 * reaches a screen only if the screen's area (domain/admin/screens.ts) is open to their role.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { canAccess, roles } from "~/domain/admin/roles";
import { areaOfModule } from "~/domain/admin/screens";
import { setupTestDatabase } from "../helpers/db";
import { signInEveryRole } from "../helpers/fixtures";
import { createLoadContext } from "~/server/load-context";

const database = setupTestDatabase();

interface AdminRoute {
  path: string;
  file: string;
}

function adminRoutes(entries: RouteConfigEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    const own = path === "/admin" || path.startsWith("/admin/") ? [{ path, file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], path)];
  });
}

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};

const table = adminRoutes(routes);
/** The frame around every screen: signed-in people only, whatever their role. */
const FRAME = [
  "routes/admin/layout.tsx",
  "routes/admin/screen-error.tsx",
  "routes/admin/not-found.tsx",
];
const load = (file: string) =>
  import(/* @vite-ignore */ `../../app/${file}`) as Promise<RouteModule>;

async function outcome(call: () => Promise<unknown> | undefined): Promise<Response | "données"> {
  try {
    await call();
    return "données";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function args(request: Request) {
  return { request, params: { "*": "x" }, context: createLoadContext() };
}

describe("the back-office route table", () => {
  it("has admin routes to check", () => {
    expect(table.map((r) => r.path)).toContain("/admin");
  });

  it("gives every screen an area from the registry (only the frame is open to every role)", () => {
    const unregistered = table.filter((route) => !areaOfModule(route.file)).map((r) => r.file);
    expect(unregistered.sort()).toEqual(FRAME.sort());
  });

  for (const route of table) {
    describe(route.path, () => {
      it("sends an anonymous visitor to /connexion and back", async () => {
        const module = await load(route.file);
        const url = `http://localhost${route.path}?page=2`;
        const expected = `/connexion?redirectTo=${encodeURIComponent(`${route.path}?page=2`)}`;
        for (const method of ["loader", "action"] as const) {
          const handler = module[method];
          if (!handler) continue;
          const request = new Request(
            url,
            method === "action" ? { method: "POST", body: new FormData() } : {},
          );
          const result = await outcome(() => handler(args(request)));
          expect(result, `${method} de ${route.file}`).toBeInstanceOf(Response);
          const response = result as Response;
          expect(response.status).toBe(302);
          expect(response.headers.get("location")).toBe(expected);
        }
      });

      it("opens only to the roles of its area", async () => {
        const module = await load(route.file);
        const volunteers = await signInEveryRole(database.db);
        for (const role of roles) {
          const { cookie } = volunteers[role];
          const request = new Request(`http://localhost${route.path}`, { headers: { cookie } });
          const result = await outcome(() => module.loader?.(args(request)));
          const area = areaOfModule(route.file);
          const allowed = !area || canAccess(role, area);
          if (allowed) expect(result, `${role} sur ${route.path}`).toBe("données");
          else expect((result as Response).status, `${role} sur ${route.path}`).toBe(403);
        }
      });
    });
  }
});
