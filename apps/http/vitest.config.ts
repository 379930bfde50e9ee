import { defineConfig } from "vitest/config"

// The end-to-end files start devnets, Redis servers and service processes: one file at a time keeps their
// timing honest on a 2-core machine.
export default defineConfig({ test: { include: ["test/**/*.test.ts"], testTimeout: 60_000, fileParallelism: false } })
