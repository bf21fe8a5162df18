/* eslint-disable import-x/no-restricted-paths -- TEMPORARY: removed when purity-money lands */
/**
 * TEMPORARY: removed when purity-money lands. The shared screen glue moved beside the routes
 * (app/routes/admin/+shared/crud.server.ts) and the screen description to
 * crud-description.server.ts (decision 0041); this old address stays only for the files
 * purity-money is moving out of the domain in its own branch. Import the new ones.
 */
export {
  defineCrudScreen,
  recordIntent,
  type CrudScreen,
  type CrudToast,
  type IntentContext,
} from "~/domain/admin/crud-description.server";
export { loadDetails } from "~/domain/admin/details";
export type { ListPage } from "~/domain/admin/pagination";
export {
  crudAction,
  intentAction,
  loadCrudPage,
  loadCrudScreen,
  openAddForm,
  openScreen,
  type RouteIntentHandler as IntentHandler,
} from "~/routes/admin/+shared/crud.server";
