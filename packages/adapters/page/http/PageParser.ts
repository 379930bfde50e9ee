import type { PageMetadata } from "@evidence-pack/core"
import { type HTMLElement, parse } from "node-html-parser"

/** Visible text kept at most: far more than a snippet check needs, bounded for the term index. */
const MAX_TEXT_CHARS = 200_000
/** JSON-LD blocks larger than this are skipped rather than parsed. */
const MAX_JSON_LD_CHARS = 100_000
/** JSON-LD nodes visited at most per page: graphs can be large, dates sit near the top. */
const MAX_JSON_LD_NODES = 2_000

const PUBLISHED_META = ["article:published_time", "og:article:published_time", "datepublished", "dc.date.issued"]
const MODIFIED_META = ["article:modified_time", "og:updated_time", "datemodified", "dc.date.modified"]
const INVISIBLE = "script,style,noscript,template,svg,iframe,head"

export interface ParsedPage {
  readonly text: string
  readonly metadata: PageMetadata
}

const fold = (text: string): string => text.replace(/\s+/g, " ").trim()

/** The parser keeps a doctype or XML declaration as text; they are not part of the page's words. */
const PROLOGUE = /^(?:\s*(?:<!doctype[^>]*>|<\?xml[^>]*\?>))+/i

/** `<meta property|name|itemprop=… content=…>`, first occurrence of each key, keys lower-cased. */
const metaValues = (root: HTMLElement): ReadonlyMap<string, string> => {
  const out = new Map<string, string>()
  for (const meta of root.querySelectorAll("meta")) {
    const key = (meta.getAttribute("property") ?? meta.getAttribute("name") ?? meta.getAttribute("itemprop") ?? "")
      .trim()
      .toLowerCase()
    const content = meta.getAttribute("content")?.trim()
    if (key !== "" && content !== undefined && content !== "" && !out.has(key)) out.set(key, content)
  }
  return out
}

const firstOf = (values: ReadonlyMap<string, string>, keys: ReadonlyArray<string>): string | undefined =>
  keys.map((key) => values.get(key)).find((value) => value !== undefined)

/** The first `datePublished` and `dateModified` strings in the page's JSON-LD, walking objects, arrays and `@graph`. */
const jsonLdDates = (root: HTMLElement): { readonly published?: string; readonly modified?: string } => {
  let published: string | undefined
  let modified: string | undefined
  let budget = MAX_JSON_LD_NODES
  const visit = (node: unknown): void => {
    if (budget-- <= 0 || node === null || typeof node !== "object") return
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    const record = node as Record<string, unknown>
    if (published === undefined && typeof record.datePublished === "string") published = record.datePublished
    if (modified === undefined && typeof record.dateModified === "string") modified = record.dateModified
    for (const value of Object.values(record)) visit(value)
  }
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    const source = script.rawText
    if (source.length > MAX_JSON_LD_CHARS) continue
    try {
      visit(JSON.parse(source))
    } catch {
      // Broken JSON-LD is common; the page's other metadata may still do.
    }
  }
  return { ...(published === undefined ? {} : { published }), ...(modified === undefined ? {} : { modified }) }
}

/** `<time itemprop="datePublished" datetime="…">` and the like (microdata outside `<meta>`). */
const microdataDate = (root: HTMLElement, prop: string): string | undefined => {
  const element = root.querySelector(`[itemprop="${prop}"]`)
  return (element?.getAttribute("datetime") ?? element?.getAttribute("content"))?.trim() || undefined
}

/** `<link rel="canonical">` resolved against the page's URL; http(s) only. */
const canonicalOf = (root: HTMLElement, pageUrl: string): string | undefined => {
  const link = root
    .querySelectorAll("link[rel][href]")
    .find((element) => (element.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"))
  const href = link?.getAttribute("href")?.trim()
  if (href === undefined || href === "") return undefined
  try {
    const url = new URL(href, pageUrl)
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads an HTML page with a real parser: its visible text (scripts, styles and the head dropped, entities
 * decoded, whitespace folded) and what it says about itself (title, canonical URL, publication dates).
 */
export const parsePage = (html: string, pageUrl: string): ParsedPage => {
  const root = parse(html.replace(PROLOGUE, ""), {
    comment: false,
    blockTextElements: { script: true, style: true, noscript: true, pre: true }
  })
  const meta = metaValues(root)
  const ld = jsonLdDates(root)
  const title = fold(root.querySelector("title")?.text ?? "") || meta.get("og:title")
  const metadata: PageMetadata = {
    title,
    canonical: canonicalOf(root, pageUrl),
    publishedTime: firstOf(meta, PUBLISHED_META) ?? ld.published ?? microdataDate(root, "datePublished"),
    modifiedTime: firstOf(meta, MODIFIED_META) ?? ld.modified ?? microdataDate(root, "dateModified")
  }
  for (const element of root.querySelectorAll(INVISIBLE)) element.remove()
  return { text: fold(root.structuredText).slice(0, MAX_TEXT_CHARS), metadata }
}
