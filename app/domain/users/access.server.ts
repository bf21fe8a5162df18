/* eslint-disable import-x/no-restricted-paths -- TEMPORARY: removed when purity-money lands */
/**
 * TEMPORARY: removed when purity-money lands. The guard moved beside the routes
 * (app/routes/+shared/access.server.ts, decision 0041); this old address stays only for the files
 * purity-money is moving out of the domain in its own branch. Import the new one.
 */
export {
  FORBIDDEN_ROLE_MESSAGE,
  getSessionUser,
  requireUser,
} from "~/routes/+shared/access.server";
