import { defineConfig } from "tsdown"

/**
 * The published build: ESM JavaScript and bundled declarations for the public entry only. Inside the workspace
 * nothing is built: `exports` points at the TypeScript sources, and `publishConfig.exports` swaps in `dist/` when
 * the package is packed.
 */
export default defineConfig({
  entry: { index: "src/index.ts" },
  format: "esm",
  platform: "neutral",
  target: "es2024",
  dts: true,
  sourcemap: true,
  clean: true
})
