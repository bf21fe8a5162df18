/**
 * Memory of a site as Linux counts it: the proportional set size (PSS) of every process of its
 * trees, from /proc/<pid>/smaps_rollup. PSS shares each page among the processes that map it,
 * so the nginx or php-fpm workers forked from one master, or a database child of the node
 * server, add up to what the site really takes, without counting shared libraries twice.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Parent of every running process, from /proc/<pid>/stat. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The name (2nd field) is in parentheses and may hold spaces: read after the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      map.set(Number(entry), Number(fields[1]));
    } catch {
      // ended meanwhile
    }
  }
  return map;
}

/** The given processes and all their descendants. */
export function processTrees(roots: number[]): number[] {
  const parentOf = parents();
  const found = new Set(roots.filter((pid) => parentOf.has(pid)));
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (found.has(parent) && !found.has(pid)) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}

export interface Memory {
  /** Sum of PSS, in MiB. */
  mib: number;
  processes: number;
  /** Processes whose smaps_rollup could not be read (another user's, without root). */
  unreadable: number;
}

/** PSS of `roots` and their descendants, read now. */
export function treeMemory(roots: number[]): Memory {
  let kib = 0;
  let processes = 0;
  let unreadable = 0;
  for (const pid of processTrees(roots)) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      const pss = /^Pss:\s+(\d+) kB/m.exec(rollup);
      if (!pss) throw new Error("no Pss");
      kib += Number(pss[1]);
      processes++;
    } catch {
      unreadable++;
    }
  }
  return { mib: kib / 1024, processes, unreadable };
}
