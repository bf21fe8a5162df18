/**
 * The tabs of /admin/donations added for money received outside the /don form (issue 13), and
 * the URL parameters of their panels. Isomorphic.
 */
export const BANK_TAB = "rapprochement";
export const MONTHLY_TAB = "mensuels";
export const PEOPLE_TAB = "donateurs";
/** `?fusionner=ID`: the merge panel of one person (the record merged away). */
export const MERGE_PARAM = "fusionner";
/** `?cible=…`: the search for the record to keep, in the merge panel. */
export const MERGE_SEARCH_PARAM = "cible";
