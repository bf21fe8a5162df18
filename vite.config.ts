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

export default defineConfig({
  plugins: [envFileToEnvDir, tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  ssr: {
    // Native and WebAssembly packages stay outside the server bundle.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "sharp"],
  },
});
