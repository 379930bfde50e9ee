import { Context, type Effect, Schema } from "effect"

/**
 * Why a page could not be fetched. `blocked_address`: the URL or a redirect hop points at (or resolves to) a
 * private, loopback, link-local or otherwise non-public address, or a port other than the scheme's default;
 * nothing was sent to it.
 */
export const PageFetchFailure = Schema.Literals([
  "blocked_address",
  "invalid_url",
  "timeout",
  "too_many_redirects",
  "network"
])
export type PageFetchFailure = typeof PageFetchFailure.Type

/** A page could not be fetched or read; the live check refuses the candidate with the matching reason. */
export class PageFetchError extends Schema.TaggedError<PageFetchError>()("PageFetchError", {
  /** The URL asked for (not the hop that failed; the message names that one). */
  url: Schema.String,
  reason: PageFetchFailure,
  message: Schema.String
}) {}

/** What the page says about itself, read by the adapter from its HTML. Every field is as written, untrusted. */
export interface PageMetadata {
  readonly title?: string | undefined
  /** `<link rel="canonical">`, resolved against the final URL. */
  readonly canonical?: string | undefined
  /** `article:published_time`, else JSON-LD `datePublished`, else microdata `datePublished`. */
  readonly publishedTime?: string | undefined
  /** `article:modified_time` / `og:updated_time`, else JSON-LD `dateModified`, else microdata `dateModified`. */
  readonly modifiedTime?: string | undefined
}

/** One fetched page: the last response of the redirect chain. */
export interface FetchedPage {
  readonly finalUrl: string
  readonly status: number
  /** The media type, lower case, without parameters (`text/html`). */
  readonly contentType: string
  /** Visible text of a 2xx HTML page (scripts and styles dropped, whitespace folded); empty otherwise. */
  readonly text: string
  /** The body was cut at the byte cap: `text` and `metadata` come from its first part only. */
  readonly truncated: boolean
  readonly metadata: PageMetadata
  /** The `Last-Modified` header, unless it merely repeats `Date` (a page generated per request). */
  readonly lastModified?: string | undefined
}

/**
 * The PageFetcher port: reads a candidate's page for the live source check. Implementations must refuse
 * non-public targets before connecting, on every redirect hop, and bound each fetch in time and bytes.
 * Optional: without it in the context, the purchase validates provider data alone.
 */
export class PageFetcher extends Context.Service<
  PageFetcher,
  {
    /** How many pages one purchase may fetch at once. */
    readonly concurrency: number
    readonly fetch: (url: string) => Effect.Effect<FetchedPage, PageFetchError>
  }
>()("@evidence-pack/core/ports/PageFetcher") {}
