/**
 * TEMPORARY: removed when purity-money lands. The roles vocabulary moved to the admin area
 * (domain/admin/roles.ts, decision 0041); this old address stays only for a file purity-money is
 * moving in its own branch. Import the new one.
 */
export * from "~/domain/admin/roles";
