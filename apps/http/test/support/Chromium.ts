import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type BrowserContext, chromium } from "playwright-core"

/** Debian's `chromium` package (`.ci/run` installs it); `CHROMIUM_PATH` points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** Quiet and offline: no background traffic, no QUIC, no first-run UI, no sandbox (CI runs as root). */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]

export interface Chromium {
  readonly context: BrowserContext
  readonly close: () => Promise<void>
}

/** A real headless Chromium with a fresh profile, removed again on close. */
export const launchChromium = async (): Promise<Chromium> => {
  const profile = await mkdtemp(join(tmpdir(), "evidence-pack-chromium-"))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: FLAGS
  })
  return {
    context,
    close: async () => {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    }
  }
}
