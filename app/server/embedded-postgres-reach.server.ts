/**
 * As root, the embedded PostgreSQL runs as the `postgres` system account (PostgreSQL refuses
 * root), and that account must be able to enter every folder on the way to its binaries and to
 * its cluster. A clone in /root (mode 0700) or a DATA_DIR under a closed folder is out of its
 * reach. Rather than open the operator's folders to it, what it cannot reach is placed under a
 * root-owned 0755 folder of its own: a copy of the binaries, and a new cluster that DATA_DIR/pg
 * links to (docs/decisions/0038-first-install-as-root.md). These are the rules, on values; the
 * start-up applies them in embedded-postgres.server.ts.
 */
import path from "node:path";

/**
 * Root-owned, mode 0755: what the `postgres` account must reach when the site's own folders are
 * closed to it. Under /var/lib, where a system's services keep their state.
 */
export const RELOCATION_ROOT = "/var/lib/fondation-chicoutimi";

/** Prefix of a cluster's folder under RELOCATION_ROOT (base-XXXXXX/pg). */
export const RELOCATED_CLUSTER_PREFIX = "base-";

/** The file beside a relocated cluster naming the DATA_DIR/pg that links to it (for the operator). */
export const RELOCATED_CLUSTER_OWNER_FILE = "dossier-du-site";

/** Every folder from / down to `dir` included: the account needs x on each to reach `dir`. */
export function foldersOnTheWay(dir: string): string[] {
  const folders: string[] = [];
  let current = path.resolve(dir);
  for (;;) {
    folders.unshift(current);
    const parent = path.dirname(current);
    if (parent === current) return folders;
    current = parent;
  }
}

/**
 * What initdb and postgres must enter: every folder down to the package's `native` folder, and
 * its bin, lib (the libraries, found through $ORIGIN/../lib) and share (initdb's templates).
 */
export function binaryFolders(native: string): string[] {
  return [
    ...foldersOnTheWay(native),
    ...["bin", "lib", "share"].map((sub) => path.join(native, sub)),
  ];
}

/**
 * The folders a cluster at `clusterDir` needs entered, its data folder excluded: start-up gives
 * that one the pass-through bit itself (decision 0023), as it always has.
 */
export function clusterFolders(clusterDir: string): string[] {
  return foldersOnTheWay(path.dirname(path.resolve(clusterDir))).slice(0, -1);
}

/** What start-up found at DATA_DIR/pg. */
export interface ClusterFacts {
  /** DATA_DIR/pg, as configured. */
  clusterDir: string;
  /** Where it leads: itself, or the target of the link it is. */
  realDir: string;
  /** A cluster is there (its PG_VERSION file). */
  exists: boolean;
  /** The account PostgreSQL runs as when the site is root; undefined: the site's own user. */
  account?: string;
  /** The first folder on the way to realDir the account cannot enter (clusterFolders). */
  closed?: string;
}

export type ClusterPlace =
  /** Start, or create, the cluster in this folder. */
  | { place: "here"; dir: string }
  /** Create a new cluster under RELOCATION_ROOT, DATA_DIR/pg becoming a link to it. */
  | { place: "relocated" }
  /** Cannot work: this French line says what to change. */
  | { place: "refused"; message: string };

/**
 * Where the cluster is: an existing one is always used where it is (never moved, never left
 * behind for a new one); a new one goes to DATA_DIR/pg when the account can reach it, under
 * RELOCATION_ROOT otherwise.
 */
export function placeCluster(facts: ClusterFacts): ClusterPlace {
  if (!facts.account || !facts.closed) return { place: "here", dir: facts.realDir };
  if (!facts.exists) return { place: "relocated" };
  return {
    place: "refused",
    message: existingClusterClosedMessage(facts.realDir, facts.closed, facts.account),
  };
}

export function existingClusterClosedMessage(dir: string, closed: string, account: string): string {
  return (
    `La base intégrée ${dir} est hors de portée de l'utilisateur ${account}, sous lequel PostgreSQL ` +
    `tourne quand le site est lancé en root : il ne peut pas entrer dans ${closed}. Ouvrez-lui ce ` +
    `passage (setfacl -m u:${account}:x ${closed}), déplacez ce dossier de données ailleurs (DATA_DIR), ` +
    "ou lancez le site sous un autre utilisateur."
  );
}

/** Neither DATA_DIR nor RELOCATION_ROOT can hold a cluster the account reaches. */
export function noReachablePlaceMessage(
  dataDirClosed: string,
  reason: string,
  account: string,
): string {
  return (
    `La base intégrée ne peut pas être créée : l'utilisateur ${account}, sous lequel PostgreSQL tourne ` +
    `quand le site est lancé en root, ne peut pas entrer dans ${dataDirClosed}, et ${reason}. Donnez ` +
    `à DATA_DIR un dossier qu'il peut traverser, ou lancez le site sous un autre utilisateur.`
  );
}

/** The binaries' copy under RELOCATION_ROOT, one per version of the package. */
export function relocatedBinaries(version: string): string {
  return path.join(RELOCATION_ROOT, `postgresql-${version.replace(/[^0-9A-Za-z.-]/g, "_")}`);
}

export function binariesClosedMessage(closed: string, reason: string, account: string): string {
  return (
    `PostgreSQL ne peut pas démarrer : l'utilisateur ${account}, sous lequel il tourne quand le site ` +
    `est lancé en root, ne peut pas entrer dans ${closed} pour lire ses programmes, et ${reason}. ` +
    "Installez le site dans un dossier qu'il peut traverser (par exemple /opt ou /srv), ou lancez-le " +
    "sous un autre utilisateur."
  );
}
