import type { AdminArea } from "~/domain/admin/roles";

/**
 * What every back-office screen module exports as `handle`: the area its loader and action
 * require. The route-table test (tests/integration/admin-guard.test.ts) checks each screen
 * against it for every role.
 */
export interface AdminHandle {
  area: AdminArea;
}
