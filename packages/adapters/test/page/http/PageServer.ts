import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { gzipSync } from "node:zlib"

/** The test's own page server on 127.0.0.1: the only address the fetcher under test may ever reach. */
export interface PageServer {
  readonly port: number
  readonly origin: string
  /** Paths requested, in order. */
  readonly requests: Array<string>
  /** Requests being answered right now, and the most seen at once. */
  readonly inFlight: { now: number; max: number }
  readonly close: () => Promise<void>
}

export const ARTICLE_TEXT =
  "Researchers reported a certified efficiency of 34.6 percent for a perovskite silicon tandem solar cell, a new world record confirmed by an independent laboratory."

export const ARTICLE_HTML = `<!doctype html>
<html><head>
<title>Tandem cell sets record &amp; more | Solar News</title>
<meta property="article:published_time" content="2026-01-10T08:00:00Z">
<link rel="canonical" href="https://www.solar-news.com/2026/01/record?utm_source=rss">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"NewsArticle","datePublished":"2026-01-09T00:00:00Z","dateModified":"2026-01-12T09:30:00Z"}]}</script>
<style>.x { color: red }</style>
</head><body>
<nav>Home &middot; Energy</nav>
<article><h1>Tandem cell record</h1><p>${ARTICLE_TEXT}</p>
<script>var tracking = "perovskite secret";</script>
<p>The team now works on stability&nbsp;under heat.</p></article>
</body></html>`

const html = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers })
  res.end(body)
}

const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location })
  res.end()
}

/** Streams HTML until the client hangs up: a page far larger than any cap. */
const endless = (req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { "content-type": "text/html" })
  res.write(`<html><body><p>${ARTICLE_TEXT}</p>`)
  const chunk = `<p>${"filler text ".repeat(800)}</p>`
  const pump = () => {
    while (!res.destroyed && res.write(chunk)) {}
    if (!res.destroyed) res.once("drain", pump)
  }
  req.on("close", () => res.destroy())
  pump()
}

const route = (req: IncomingMessage, res: ServerResponse, origin: string) => {
  const url = new URL(req.url ?? "/", origin)
  const path = url.pathname
  if (path === "/article") return html(res, 200, ARTICLE_HTML, { "last-modified": "Mon, 12 Jan 2026 10:00:00 GMT" })
  if (path === "/dynamic") {
    const now = new Date().toUTCString()
    return html(res, 200, ARTICLE_HTML, { date: now, "last-modified": now })
  }
  if (path === "/microdata") {
    return html(
      res,
      200,
      `<html><body><time itemprop="datePublished" datetime="2025-12-01">Dec 1</time><p>${ARTICLE_TEXT}</p></body></html>`
    )
  }
  if (path === "/redirect") return redirect(res, url.searchParams.get("to") ?? "/")
  const chain = /^\/chain\/(\d+)$/.exec(path)
  if (chain !== null) {
    const left = Number(chain[1])
    return redirect(res, left <= 0 ? "/article" : `/chain/${left - 1}`)
  }
  if (path === "/json") {
    res.writeHead(200, { "content-type": "application/json" })
    return res.end(JSON.stringify({ text: ARTICLE_TEXT }))
  }
  if (path === "/missing")
    return html(res, 404, "<html><head><title>404 Not Found</title></head><body>gone</body></html>")
  if (path === "/slow") {
    const timer = setTimeout(() => html(res, 200, ARTICLE_HTML), 5_000)
    req.on("close", () => clearTimeout(timer))
    return
  }
  if (path === "/slow-body") {
    res.writeHead(200, { "content-type": "text/html" })
    res.write("<html><body><p>")
    const timer = setInterval(() => res.write("word "), 100)
    req.on("close", () => clearInterval(timer))
    return
  }
  if (path === "/huge") return endless(req, res)
  if (path === "/gzip-bomb") {
    const body = gzipSync(`<html><body><p>${ARTICLE_TEXT}</p>${" ".repeat(20_000_000)}</body></html>`)
    res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" })
    return res.end(body)
  }
  if (path === "/latin1") {
    res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" })
    return res.end(Buffer.from("<html><body><p>Caf\u00e9 cr\u00e8me br\u00fbl\u00e9e</p></body></html>", "latin1"))
  }
  if (path === "/held") {
    const timer = setTimeout(() => html(res, 200, ARTICLE_HTML), 150)
    req.on("close", () => clearTimeout(timer))
    return
  }
  return html(res, 404, "<html><body>no such page</body></html>")
}

export const startPageServer = async (): Promise<PageServer> => {
  const requests: Array<string> = []
  const inFlight = { now: 0, max: 0 }
  let origin = ""
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? "")
    inFlight.now++
    inFlight.max = Math.max(inFlight.max, inFlight.now)
    res.on("close", () => inFlight.now--)
    route(req, res, origin)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  return {
    port,
    origin,
    requests,
    inFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
