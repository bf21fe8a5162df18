/**
 * Where a gift or a disbursement goes (decision 0046): the general fund, one of the funds the
 * foundation defines, or a project. A form posts it as one value — "general", "fonds-<id>", or a
 * project's id alone (the value /don's project choice has always posted) — and the database keeps
 * it as two columns, `fundId` and `projectId`, at most one of them set (a CHECK constraint).
 * Isomorphic.
 */

/** The choice of the general fund: neither a fund nor a project. */
export const GENERAL_FUND = "general";
export const GENERAL_FUND_LABEL = "Fonds général (non affecté)";

export const DESIGNATION_UNKNOWN = "Veuillez choisir un fonds ou un projet de la liste.";

export interface Designation {
  fundId: number | null;
  projectId: number | null;
}

/** The funds and projects a form offers: a posted value outside them is refused. */
export interface DesignationChoices {
  fundIds: ReadonlySet<number>;
  projectIds: ReadonlySet<number>;
}

export const FUND_PREFIX = "fonds-";
const ID = /^[1-9]\d{0,9}$/;

/** The form value of a fund. */
export const fundChoice = (fundId: number): string => `${FUND_PREFIX}${fundId}`;

/** The form value of a designation as stored. */
export function designationChoice({ fundId, projectId }: Designation): string {
  if (fundId !== null) return fundChoice(fundId);
  return projectId !== null ? String(projectId) : GENERAL_FUND;
}

/**
 * The designation a form posted, or undefined when it is not one of `choices` (an empty value is
 * the general fund: a form without the choice).
 */
export function designationOf(raw: string, choices: DesignationChoices): Designation | undefined {
  if (raw === GENERAL_FUND || raw === "") return { fundId: null, projectId: null };
  if (raw.startsWith(FUND_PREFIX)) {
    const id = raw.slice(FUND_PREFIX.length);
    if (!ID.test(id) || !choices.fundIds.has(Number(id))) return undefined;
    return { fundId: Number(id), projectId: null };
  }
  if (!ID.test(raw) || !choices.projectIds.has(Number(raw))) return undefined;
  return { fundId: null, projectId: Number(raw) };
}

/** The choices of lists of funds and projects (their ids). */
export function choicesOf(
  funds: readonly { id: number }[],
  projects: readonly { id: number }[],
): DesignationChoices {
  return {
    fundIds: new Set(funds.map((fund) => fund.id)),
    projectIds: new Set(projects.map((project) => project.id)),
  };
}

/** The options of a designation's select: the general fund, the funds, then the projects. */
export function designationOptions(
  funds: readonly { id: number; name: string }[],
  projects: readonly { id: number; title: string }[],
): { value: string; label: string }[] {
  return [
    { value: GENERAL_FUND, label: GENERAL_FUND_LABEL },
    ...funds.map((fund) => ({ value: fundChoice(fund.id), label: fund.name })),
    ...projects.map((project) => ({ value: String(project.id), label: project.title })),
  ];
}
