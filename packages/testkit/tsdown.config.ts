import { defineConfig } from "tsdown"

/**
 * The published build (see packages/core/tsdown.config.ts). `@evidence-pack/core` stays an import of the published
 * core; what the kit takes from inside the workspace (the core's record transitions, the reference memory store)
 * is unpublished there, so it is bundled in.
 */
export default defineConfig({
  entry: { index: "src/index.ts" },
  format: "esm",
  platform: "node",
  target: "es2024",
  dts: true,
  sourcemap: true,
  clean: true,
  fixedExtension: false,
  deps: { alwaysBundle: [/^@evidence-pack\/core\/.+/, /^@evidence-pack\/adapters\//] }
})
