import js from "@eslint/js";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Imports run downhill only: a file may import from its own layer or a lower one, never a higher
 * one (issue 12). Top to bottom; each layer is a list of globs relative to the project. The entry
 * modules and app/startup (what runs at boot: sample content, first administrator) sit with the
 * routes; db/seed writes through the domain (settings) and the image pipeline, so it counts as
 * domain, while db/schema.ts is the db layer.
 */
const layers = [
  {
    name: "routes",
    files: ["app/routes/**", "app/{root.tsx,routes.ts,entry.*.tsx}", "app/startup/**"],
  },
  { name: "components", files: ["app/components/**"] },
  { name: "domain", files: ["app/domain/**", "db/seed/**"] },
  { name: "server", files: ["app/server/**"] },
  { name: "db", files: ["db/*.ts"] },
  { name: "lib", files: ["app/lib/**"] },
];

/** Tests, scripts and the Express server stand outside the layers: they may import anything. */
const outsideLayers = ["**/*.test.ts", "**/*.test.tsx", "tests/**", "scripts/**", "server.js"];

const downhillZones = layers.slice(1).map((layer, index) => {
  const higher = layers.slice(0, index + 1);
  return {
    target: layer.files,
    from: higher.flatMap((above) => above.files),
    message: `The ${layer.name} layer does not import from ${higher
      .map((above) => above.name)
      .join(", ")}: imports run downhill (routes → components → domain → server → db → lib).`,
  };
});

/**
 * The domain takes values and returns results (decision 0021, 0041): reading the request, choosing
 * the reply (a redirect, a Response, a toast) is route glue, beside its route. Under app/domain and
 * db/seed these are refused.
 */
const PURE_DOMAIN =
  "decision 0021/0041: the domain takes values and returns results; reading the request and choosing the reply (redirect, toast, Response) sit beside the route (app/routes/…/*.server.ts).";
const pureDomainFiles = ["app/domain/**/*.{ts,tsx}", "db/seed/**/*.ts"];

/**
 * The domain's areas import downhill too (issue 24): each row may import only from the rows below
 * it, never from its own row or above. Top to bottom; a new area takes the row just above the
 * highest area it imports. A change that needs an import upwards moves the shared piece down (a
 * vocabulary, a type) or the orchestration up (decision 0041).
 */
const domainAreas = [
  ["privacy"],
  ["blog", "dashboard", "donor-space", "pages", "payments", "treasury"],
  ["donations", "home", "revisions"],
  ["registrations"],
  ["gifts"],
  ["contact", "event-requests", "feeds", "newsletter", "receipts", "shop", "site", "users"],
  [
    "audit",
    "board",
    "committees",
    "events",
    "funds",
    "gallery",
    "group",
    "mail",
    "payment-options",
    "people",
    "prayer",
    "projects",
    "search",
    "speeches",
    "staff",
  ],
  ["admin", "backups", "ledger", "menus", "oustaz", "scripture", "settings", "tax"],
];

const areaZones = domainAreas
  .flatMap((row, index) => {
    const notBelow = domainAreas.slice(0, index + 1).flat();
    return row.map((area) => ({
      target: [`app/domain/${area}/**`],
      from: notBelow.filter((other) => other !== area).map((other) => `app/domain/${other}/**`),
      message: `The domain area "${area}" imports only areas listed below its row in eslint.config.js (domainAreas): areas import downhill.`,
    }));
  })
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  { ignores: ["build", "data", ".react-router", "node_modules", "db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts"],
    ignores: outsideLayers,
    plugins: { "import-x": importX },
    settings: {
      // no-cycle reads the imported files too: it needs to know they are TypeScript.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // The `~/…` and `#db/…` aliases of tsconfig.json.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...downhillZones, ...areaZones] }],
      // Only our own files can close a cycle: packages are not read.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: pureDomainFiles,
    ignores: outsideLayers,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-router", message: PURE_DOMAIN },
            { name: "~/server/flash.server", message: PURE_DOMAIN },
          ],
          patterns: [
            { group: ["@react-router/*"], message: PURE_DOMAIN },
            { group: ["**/server/flash.server", "**/flash.server"], message: PURE_DOMAIN },
          ],
        },
      ],
      "@typescript-eslint/no-restricted-types": [
        "error",
        { types: { Request: PURE_DOMAIN, Response: PURE_DOMAIN } },
      ],
      "no-restricted-globals": [
        "error",
        { name: "Request", message: PURE_DOMAIN },
        { name: "Response", message: PURE_DOMAIN },
      ],
    },
  },
);
