// The hexagon, checked: core imports only `effect`; adapters never import apps; apps only wire.
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
      name: "adapters-never-import-apps",
      severity: "error",
      from: { path: "^packages/adapters" },
      to: { path: "^apps/" }
    },
    {
      name: "libraries-never-import-apps",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" }
    },
    {
      name: "core-never-imports-adapters-or-testkit",
      severity: "error",
      from: { path: "^packages/core/src" },
      to: { path: "^packages/(adapters|testkit|devnet)/" }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|/test/|\\.test\\.ts$|vitest\\.config\\.ts$" },
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
