import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, statSync, truncateSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Hex } from "viem"
import { generatePrivateKey } from "viem/accounts"
import { DOMAIN } from "./Eip3009.ts"
import { requirements, resource } from "./Offer.ts"
import { type PoolCursor, readPoolLines } from "./PoolLines.ts"
import { signInto } from "./Signatures.ts"

export interface PoolOptions {
  /** Folder of the pool file and its metadata. */
  readonly dir: string
  readonly payers: number
  readonly threads: number
  /** Keep lines signed by an earlier run (still valid, same offer): signing is the slow part of a run. */
  readonly reuse: boolean
}

interface PoolMeta {
  readonly format: number
  readonly fingerprint: string
  readonly poolId: string
  readonly privateKeys: ReadonlyArray<Hex>
  readonly validAfter: number
  readonly validBefore: number
  readonly lines: number
  readonly bytes: number
}

const FORMAT = 1
/** Authorizations stay valid this long after the pool is created (our app refuses ones about to expire). */
const VALID_SECONDS = 14 * 86_400
/** A pool with less validity left than this is thrown away and signed again. */
const MIN_REMAINING_SECONDS = 86_400

/**
 * A file of pre-signed purchases, one per line (`Idempotency-Key <TAB> PAYMENT-SIGNATURE`), signed before any load
 * runs and topped up between runs, never during one. Each server keeps its own cursor, so a server sees every
 * authorization at most once; the servers share no store (fresh memory store, fresh Redis key prefix per run), so
 * one line may pay one purchase on each of them, and lines signed by an earlier run stay usable (`reuse`).
 */
export class PaymentPool {
  readonly file: string
  private readonly metaFile: string
  private meta: PoolMeta
  private readonly threads: number
  signedThisRun = 0
  signingSeconds = 0
  readonly reusedLines: number

  constructor(options: PoolOptions) {
    mkdirSync(options.dir, { recursive: true })
    const fingerprint = createHash("sha256")
      .update(JSON.stringify({ FORMAT, requirements, resource, DOMAIN, payers: options.payers }))
      .digest("hex")
      .slice(0, 16)
    this.file = join(options.dir, `pool-${fingerprint}.tsv`)
    this.metaFile = join(options.dir, `pool-${fingerprint}.json`)
    this.threads = options.threads
    const previous = options.reuse ? this.load(fingerprint) : undefined
    this.meta = previous ?? this.fresh(fingerprint, options.payers)
    this.reusedLines = previous?.lines ?? 0
    if (previous === undefined) writeFileSync(this.file, "")
    else if (statSync(this.file).size > previous.bytes) truncateSync(this.file, previous.bytes)
    this.save()
  }

  get size(): number {
    return this.meta.lines
  }

  get bytes(): number {
    return this.meta.bytes
  }

  newCursor(): PoolCursor {
    return { line: 0, byte: 0 }
  }

  /** `count` lines from `cursor` on (fewer at the end of the pool), and the cursor after them. */
  read(cursor: PoolCursor, count: number): ReturnType<typeof readPoolLines> {
    return readPoolLines(this.file, cursor, count)
  }

  /** Signs until the pool holds at least `lines` lines. */
  async ensure(lines: number): Promise<void> {
    if (lines <= this.meta.lines) return
    const report = await signInto(
      this.file,
      {
        poolId: this.meta.poolId,
        privateKeys: this.meta.privateKeys,
        validAfter: this.meta.validAfter,
        validBefore: this.meta.validBefore
      },
      this.meta.lines,
      lines,
      this.threads
    )
    this.signedThisRun += report.signed
    this.signingSeconds += report.seconds
    this.meta = { ...this.meta, lines, bytes: statSync(this.file).size }
    this.save()
  }

  private fresh(fingerprint: string, payers: number): PoolMeta {
    const now = Math.floor(Date.now() / 1000)
    return {
      format: FORMAT,
      fingerprint,
      poolId: crypto.randomUUID().slice(0, 8),
      privateKeys: Array.from({ length: payers }, () => generatePrivateKey()),
      validAfter: now - 600,
      validBefore: now + VALID_SECONDS,
      lines: 0,
      bytes: 0
    }
  }

  private load(fingerprint: string): PoolMeta | undefined {
    if (!existsSync(this.metaFile) || !existsSync(this.file)) return undefined
    try {
      const meta = JSON.parse(readFileSync(this.metaFile, "utf8")) as PoolMeta
      const fresh = meta.validBefore - Date.now() / 1000 > MIN_REMAINING_SECONDS
      const whole = statSync(this.file).size >= meta.bytes
      return meta.format === FORMAT && meta.fingerprint === fingerprint && fresh && whole ? meta : undefined
    } catch {
      return undefined
    }
  }

  private save(): void {
    writeFileSync(this.metaFile, JSON.stringify(this.meta))
  }
}
