import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { copyFile, mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { type Devnet, startDevnet } from "@evidence-pack/devnet"
import { afterAll, beforeAll, expect, it } from "vitest"
import { freePort } from "../../src/redis/RedisServer.ts"

/**
 * The published packages as another team gets them: both packed (`pnpm pack`, which builds them), installed with
 * npm from the tarballs into a scratch project outside the workspace, and exercised there with plain .mjs files
 * only (Node's type stripping is switched off, so nothing can load TypeScript): (a) the core README's embedding
 * example paid by the official x402 client on the devnet, (b) the testkit README's store conformance and property
 * run. The examples are copied from the packages' `examples/`, which the READMEs quote verbatim.
 */
const exec = promisify(execFile)
const ROOT = join(import.meta.dirname, "..", "..", "..", "..")
const PACKAGES = ["core", "testkit"].map((name) => join(ROOT, "packages", name))
const EXAMPLES = [
  join(ROOT, "packages", "core", "examples", "http-facilitator.mjs"),
  join(ROOT, "packages", "core", "examples", "node-http-server.mjs"),
  join(ROOT, "packages", "testkit", "examples", "own-store.test.mjs"),
  join(import.meta.dirname, "embedding.e2e.mjs")
]
// What a consumer installs beside the two packages: their peers and the official x402 client, at our versions.
const THIRD_PARTY = ["effect", "vitest", "fast-check", "viem", "@x402/core", "@x402/evm", "@x402/fetch"]
const catalog = (): Map<string, string> => {
  const text = readFileSync(join(ROOT, "pnpm-workspace.yaml"), "utf8")
  const section = text.slice(text.indexOf("\ncatalog:"))
  return new Map([...section.matchAll(/^ {2}"?([^":\s]+)"?: (\S+)$/gm)].map(([, name, version]) => [name!, version!]))
}
const TSC = join(ROOT, "node_modules", "typescript", "bin", "tsc")
const NO_TYPESCRIPT = { ...process.env, NODE_OPTIONS: "--no-experimental-strip-types", NO_COLOR: "1" }
// npm runs as in a consumer's shell, on the machine's own Node and config: the workspace's node_modules/.bin pins
// our Node, under whose prefix npm would miss the machine's global config (registry, proxy, CA file), and the
// npm_* variables of whatever runs this test (npx sets npm_config_local_prefix) would redirect the install.
// The machine's Node may predate type stripping, so NODE_OPTIONS is not passed on either.
const CONSUMER_SHELL = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_") && name !== "NODE_OPTIONS")
  ),
  NO_COLOR: "1",
  PATH: (process.env.PATH ?? "")
    .split(":")
    .filter((dir) => !dir.includes("node_modules"))
    .join(":")
}

let scratch: string
let devnet: Devnet | undefined

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "ep-consumer-"))
  for (const dir of PACKAGES) await exec("pnpm", ["pack", "--pack-destination", scratch], { cwd: dir })
  const tarballs = (await readdir(scratch)).filter((file) => file.endsWith(".tgz"))
  const versions = catalog()
  const dependencies = Object.fromEntries([
    ...tarballs.map((file) => [
      file.startsWith("evidence-pack-core") ? "@evidence-pack/core" : "@evidence-pack/testkit",
      `file:./${file}`
    ]),
    ...THIRD_PARTY.map((name) => [name, versions.get(name)])
  ])
  await writeFile(
    join(scratch, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module", dependencies }, null, 2)
  )
  for (const file of EXAMPLES) await copyFile(file, join(scratch, file.split("/").at(-1)!))
  // From npm's cache when it holds the packages; the registry only for what it lacks.
  await exec(
    "npm",
    ["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock"],
    { cwd: scratch, env: CONSUMER_SHELL }
  )
}, 600_000)

afterAll(async () => {
  await devnet?.stop()
  if (scratch !== undefined) await rm(scratch, { recursive: true, force: true })
})

it("(a) the embedding example sells a pack, paid by the official x402 client on the devnet", {
  timeout: 300_000
}, async () => {
  devnet = await startDevnet()
  const payer = devnet.payerAccounts[0]!
  const { stdout } = await exec(process.execPath, ["embedding.e2e.mjs"], {
    cwd: scratch,
    env: { ...NO_TYPESCRIPT, ...devnet.env, PORT: String(await freePort()), PAYER_KEY: payer.privateKey }
  })
  expect(stdout).toMatch(/EMBEDDING OK .*"charged":"15000"/)
})

it("(b) the store conformance suite and a property run pass from the published testkit", {
  timeout: 600_000
}, async () => {
  const { stdout } = await exec(
    process.execPath,
    [join(scratch, "node_modules", "vitest", "vitest.mjs"), "run", "--reporter=verbose", "own-store.test.mjs"],
    { cwd: scratch, env: { ...NO_TYPESCRIPT, PROPERTY_RUNS: "200", CI: "true" } }
  )
  // A non-zero exit already rejects; the summary proves the suites ran rather than matched nothing.
  expect(stdout).toMatch(/Tests\s+\d+ passed \(\d+\)/)
  expect(stdout).toMatch(/purchase invariants hold on my store/)
  expect(stdout).not.toMatch(/failed|skipped/)
})

it("(c) the published declarations type-check and nothing but the entry points can be imported", {
  timeout: 300_000
}, async () => {
  await copyFile(join(import.meta.dirname, "PublishedTypes.ts"), join(scratch, "types.ts"))
  const compilerOptions = { module: "nodenext", target: "es2024", strict: true, noEmit: true, types: [] }
  // skipLibCheck stays off: an error inside our declarations would otherwise pass as a silent `any`.
  await writeFile(join(scratch, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["types.ts"] }))
  await exec(process.execPath, [TSC, "-p", "tsconfig.json"], { cwd: scratch })
  const deepImport = exec(
    process.execPath,
    ["--input-type=module", "-e", 'await import("@evidence-pack/core/purchase/Transitions")'],
    { cwd: scratch, env: NO_TYPESCRIPT }
  )
  await expect(deepImport).rejects.toThrow(/ERR_PACKAGE_PATH_NOT_EXPORTED/)
})
