/**
 * Proves that every boundary rule bites: for each rule, a throwaway tree in a temporary directory holds one
 * deliberate bad import (and, beside it, the allowed neighbour it must not be confused with); dependency-cruiser
 * runs there with the repository's own config and must report exactly that rule. A rule that a typo in its regex
 * has made toothless fails this script, so `pnpm boundaries` can never pass on rules that check nothing.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"

interface Case {
  readonly rule: string
  /** Path -> source. The file named `Bad.ts` holds the forbidden import; everything else must pass. */
  readonly files: Readonly<Record<string, string>>
}

const exporting = "export const value = 1\n"
const importing = (from: string) => `import { value } from "${from}"\nexport const used = value\n`

const cases: readonly Case[] = [
  {
    rule: "core-imports-only-effect",
    files: { "packages/core/src/Bad.ts": 'import { readFileSync } from "node:fs"\nexport const read = readFileSync\n' }
  },
  {
    rule: "core-never-imports-adapters-or-testkit",
    files: {
      "packages/adapters/store/memory/index.ts": exporting,
      "packages/core/src/Bad.ts": importing("../../adapters/store/memory/index.ts")
    }
  },
  {
    rule: "adapters-never-import-devnet-testkit-or-apps",
    files: {
      "packages/devnet/src/index.ts": exporting,
      "packages/adapters/facilitator/local/Bad.ts": importing("../../../devnet/src/index.ts"),
      // An adapter's own test may use the devnet.
      "packages/adapters/test/facilitator/local/Allowed.ts": importing("../../../../devnet/src/index.ts")
    }
  },
  {
    rule: "adapters-never-import-devnet-testkit-or-apps",
    files: {
      "packages/testkit/src/index.ts": exporting,
      "packages/adapters/store/redis/Bad.ts": importing("../../../testkit/src/index.ts")
    }
  },
  {
    rule: "adapters-never-import-devnet-testkit-or-apps",
    files: {
      "apps/http/src/App.ts": exporting,
      "packages/adapters/page/http/Bad.ts": importing("../../../../apps/http/src/App.ts")
    }
  },
  {
    rule: "adapter-folders-meet-through-index",
    files: {
      "packages/adapters/store/redis/RedisClient.ts": exporting,
      "packages/adapters/store/redis/index.ts": 'export * from "./RedisClient.ts"\n',
      "packages/adapters/ratelimit/redis/Bad.ts": importing("../../store/redis/RedisClient.ts"),
      // Through the folder's index, or from a shared foundation folder, is fine.
      "packages/adapters/ratelimit/redis/Allowed.ts": importing("../../store/redis/index.ts"),
      "packages/adapters/redis/Scripts.ts": exporting,
      "packages/adapters/ratelimit/redis/AllowedFoundation.ts": importing("../../redis/Scripts.ts")
    }
  },
  {
    rule: "app-never-imports-another-app",
    files: {
      "apps/http/src/config/AppConfig.ts": exporting,
      "apps/worker/src/Bad.ts": importing("../../http/src/config/AppConfig.ts"),
      // An app's tests import the app itself.
      "apps/http/test/Allowed.test.ts": importing("../src/config/AppConfig.ts")
    }
  },
  {
    rule: "app-never-imports-another-app",
    files: {
      "apps/http/src/App.ts": exporting,
      "apps/worker/test/Bad.test.ts": importing("../../http/src/App.ts")
    }
  },
  {
    rule: "only-an-apps-own-tests-import-it",
    files: {
      "apps/http/src/App.ts": exporting,
      "bench/src/Servers/Bad.ts": importing("../../../apps/http/src/App.ts")
    }
  },
  {
    rule: "only-an-apps-own-tests-import-it",
    files: {
      "apps/http/src/App.ts": exporting,
      "packages/runtime/src/Bad.ts": importing("../../../apps/http/src/App.ts")
    }
  }
]

const root = resolve(dirname(new URL(import.meta.url).pathname), "../..")
const depcruise = join(root, "node_modules/.bin/depcruise")
const config = join(root, ".dependency-cruiser.cjs")

interface Violation {
  readonly from: string
  readonly to: string
  readonly rule: { readonly name: string }
}

const violationsIn = (tree: Readonly<Record<string, string>>): readonly Violation[] => {
  const dir = mkdtempSync(join(tmpdir(), "boundaries-"))
  try {
    for (const [path, source] of Object.entries(tree)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), source)
    }
    const folders = [...new Set(Object.keys(tree).map((path) => path.split("/")[0] ?? path))]
    // depcruise exits non-zero when it finds violations: that is the expected outcome here.
    let output: string
    try {
      output = execFileSync(depcruise, ["--config", config, "--output-type", "json", ...folders], {
        cwd: dir,
        encoding: "utf8"
      })
    } catch (error) {
      output = (error as { stdout: string }).stdout
    }
    return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const failures = cases.flatMap(({ rule, files }) => {
  const found = violationsIn(files)
  const bad = Object.keys(files).find((path) => path.endsWith("/Bad.ts") || path.endsWith("/Bad.test.ts"))
  const expected = found.filter((v) => v.rule.name === rule && v.from === bad)
  const unexpected = found.filter((v) => v.from !== bad)
  if (expected.length === 1 && unexpected.length === 0) {
    console.log(`✔ ${rule} rejects ${bad}`)
    return []
  }
  return [
    `✘ ${rule}: expected it to reject ${bad} alone, got ${JSON.stringify(found.map((v) => [v.rule.name, v.from]))}`
  ]
})

if (failures.length > 0) {
  for (const failure of failures) console.error(failure)
  process.exit(1)
}
