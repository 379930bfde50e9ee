// The hexagon, checked: apps -> runtime -> adapters -> core. Core imports only `effect`; adapters never import
// devnet, testkit or apps; an app never imports another app; nothing imports an app except its own tests;
// adapter folders meet only through each other's index.ts. `pnpm boundaries` first proves every rule fails on
// a deliberate bad import (scripts/boundaries/SelfTest.ts), then checks the repository.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "core-imports-only-effect",
      comment: "packages/core is pure: its only dependency is effect (no node: builtins, no other package).",
      severity: "error",
      from: { path: "^packages/core/src" },
      to: { pathNot: ["^packages/core/src", "node_modules/effect/", "^effect"] }
    },
    {
      name: "core-never-imports-adapters-or-testkit",
      severity: "error",
      from: { path: "^packages/core/src" },
      to: { path: "^packages/(adapters|testkit|devnet|runtime)/" }
    },
    {
      name: "adapters-never-import-devnet-testkit-or-apps",
      comment: "Adapters ship to production: the devnet and the test kit serve tests and `pnpm dev` only.",
      severity: "error",
      from: { path: "^packages/adapters/", pathNot: "^packages/adapters/test/" },
      to: { path: ["^packages/(devnet|testkit|runtime)/", "^apps/"] }
    },
    {
      name: "adapter-folders-meet-through-index",
      comment:
        "One adapter folder uses another only through its index.ts, never its internals. Shared foundations " +
        "(top-level folders such as redis/ and upstream/, the providers' skeleton in provider/resilience and " +
        "their pricing rules in provider/cost) " +
        "exist to be built on.",
      severity: "error",
      from: { path: "^packages/adapters/([^/]+/[^/]+)/", pathNot: "^packages/adapters/test/" },
      to: {
        path: "^packages/adapters/[^/]+/[^/]+/",
        pathNot: [
          "^packages/adapters/$1/",
          "^packages/adapters/[^/]+/[^/]+/index\\.ts$",
          "^packages/adapters/provider/resilience/",
          "^packages/adapters/provider/cost/"
        ]
      }
    },
    {
      name: "app-never-imports-another-app",
      severity: "error",
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" }
    },
    {
      name: "only-an-apps-own-tests-import-it",
      comment: "Apps only wire: what they share lives in packages/runtime, never in an app others import.",
      severity: "error",
      from: { pathNot: "^apps/" },
      to: { path: "^apps/" }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|vitest\\.config\\.ts$" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default", "types"],
      extensions: [".ts", ".js"]
    }
  }
}
