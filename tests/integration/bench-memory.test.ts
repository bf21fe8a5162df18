/**
 * The benchmark's memory figure (scripts/bench/memory.ts) counts a site's whole process tree:
 * a database or worker started by the server's own children must be in it, and nothing else.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { processTrees, treeMemory } from "../../scripts/bench/memory";

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
});

/** A shell that starts a grandchild `sleep` and prints its pid. */
async function shellWithGrandchild(): Promise<{ shell: number; grandchild: number }> {
  const shell = spawn("sh", ["-c", "sleep 30 & echo $!; wait"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  started.push(shell);
  const line = await new Promise<string>((resolve) =>
    shell.stdout!.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { shell: shell.pid!, grandchild: Number(line) };
}

describe("bench memory", () => {
  it("follows a process's children and grandchildren, and only them", async () => {
    const one = await shellWithGrandchild();
    const other = await shellWithGrandchild();

    const tree = processTrees([one.shell]);

    expect(tree).toEqual(expect.arrayContaining([one.shell, one.grandchild]));
    expect(tree).not.toContain(other.shell);
    expect(tree).not.toContain(other.grandchild);
    expect(tree).not.toContain(process.pid);
  });

  it("adds up the PSS of every process of the trees", async () => {
    const one = await shellWithGrandchild();
    const other = await shellWithGrandchild();

    const single = treeMemory([one.shell]);
    const both = treeMemory([one.shell, other.shell]);

    expect(single.processes).toBe(2);
    expect(single.mib).toBeGreaterThan(0);
    expect(both.processes).toBe(4);
    expect(both.mib).toBeGreaterThan(single.mib);
  });

  it("counts nothing for a process that has ended", () => {
    expect(treeMemory([2 ** 22 + 1])).toEqual({ mib: 0, processes: 0, unreadable: 0 });
  });
});
