import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type UserConfig } from "vite";

/**
 * React Router 7 builds its route modules with child Vite servers configured with `envFile: false`,
 * which Vite 8 deprecates in favour of `envDir: false` (same meaning: read no .env file) and warns
 * about on every build. The child servers reuse this config's plugins, so this one translates the
 * option before Vite reads it.
 */
const envFileToEnvDir: Plugin = {
  name: "fondation:env-file-to-env-dir",
  enforce: "pre",
  config(config) {
    const legacy = config as UserConfig & { envFile?: boolean };
    if (legacy.envFile === false) {
      delete legacy.envFile;
      legacy.envDir = false;
    }
  },
};

/**
 * The browser's chunks (decision 0035). Left to itself the bundler cuts the public frame (root,
 * header, footer, their buttons, icons and forms: code every public page runs) into some forty
 * files of a few hundred bytes, each compressed on its own and each importing the others by name:
 * 5 KB more gzip on every page and forty requests. Two groups instead: the framework (React,
 * React DOM, React Router: one file the browser keeps across deploys that don't upgrade them)
 * and the frame (the site's own modules the root and the public layout import statically,
 * whatever is lazy stays lazy). Pages keep their own chunks.
 */
const CLIENT_ROUTE = "?__react-router-build-client-route";
const FRAME_ROOTS = ["app/root.tsx", "app/routes/public/layout.tsx"].map(
  (file) => fileURLToPath(new URL(`./${file}`, import.meta.url)) + CLIENT_ROUTE,
);

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticallyReachable(graph: ModuleGraph, roots: string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const info = found.has(id) ? null : graph.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    pending.push(...info.importedIds);
  }
  return found;
}

let frameModules: Set<string> | undefined;
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
    {
      // Only the site's own modules: a package the frame imports keeps the chunk the bundler
      // gives it, which may be a lazy one.
      name: (id: string, graph: ModuleGraph) => {
        frameModules ??= staticallyReachable(graph, FRAME_ROOTS);
        const own = !id.includes("node_modules") && !id.endsWith(CLIENT_ROUTE);
        return own && frameModules.has(id) ? "frame" : null;
      },
    },
  ],
};

export default defineConfig({
  plugins: [envFileToEnvDir, tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } },
  },
  ssr: {
    // Native and WebAssembly packages stay outside the server bundle.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "sharp"],
  },
});
