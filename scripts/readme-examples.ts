import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

/**
 * The published packages' READMEs quote their examples verbatim: after a `<!-- example: examples/x.mjs -->` line
 * comes a fenced block holding that file, the same file the consumer test runs from the installed tarballs.
 * `node scripts/readme-examples.ts --write` refreshes the quotes; a test fails while a quote and its file differ.
 */
const ROOT = join(import.meta.dirname, "..")
const MARKED_BLOCK = /(<!-- example: (\S+) -->\n```js\n)([\s\S]*?)(```)/g

export const readmePath = (pkg: string) => join(ROOT, "packages", pkg, "README.md")

/** The README with every marked block replaced by the current text of its file. */
export const quotedReadme = (pkg: string): string =>
  readFileSync(readmePath(pkg), "utf8").replace(
    MARKED_BLOCK,
    (_, open: string, file: string, _old: string, close: string) =>
      `${open}${readFileSync(join(ROOT, "packages", pkg, file), "utf8")}${close}`
  )

/** The example files a README quotes. */
export const quotedExamples = (pkg: string): ReadonlyArray<string> =>
  [...readFileSync(readmePath(pkg), "utf8").matchAll(MARKED_BLOCK)].map((match) => match[2]!)

if (import.meta.main) {
  for (const pkg of ["core", "testkit"]) {
    if (process.argv.includes("--write")) writeFileSync(readmePath(pkg), quotedReadme(pkg))
    console.log(`${pkg}: ${quotedExamples(pkg).join(", ")}`)
  }
}
