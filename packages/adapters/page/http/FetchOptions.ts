/** One resolved address of a host name. */
export interface ResolvedAddress {
  readonly address: string
  readonly family: 4 | 6
}

/** Resolves a host name to every address it has (the default is `dns.lookup` with `all: true`). */
export type Resolver = (hostname: string) => Promise<ReadonlyArray<ResolvedAddress>>

export interface Options {
  /** Deadline for one page, redirects included (ms). */
  readonly timeoutMs: number
  /** Body bytes read at most (after decompression); the rest is never downloaded. */
  readonly maxBytes: number
  /** Pages fetched at once, per purchase and across the process. */
  readonly concurrency: number
  /** Redirects followed at most (default 3); one more is `too_many_redirects`. */
  readonly maxRedirects?: number | undefined
  /** Injected in tests to map names to addresses without DNS. */
  readonly resolve?: Resolver | undefined
  /**
   * TESTS ONLY: loopback addresses are allowed on this one port (the test's own page server). Every other
   * loopback target, and every private, link-local or reserved one, stays refused. Never set it in production.
   */
  readonly allowLoopback?: { readonly port: number } | undefined
  readonly userAgent?: string | undefined
}

export const DEFAULT_MAX_REDIRECTS = 3
export const DEFAULT_USER_AGENT = "evidence-pack-live-check/1.0"
