import { afterEach, describe, expect, it } from "vitest"
import { BASE, makeTestApp, type TestApp } from "./support/TestApp.ts"

let app: TestApp
afterEach(async () => {
  await app.dispose()
})

describe("the front door", () => {
  it("GET / answers API clients with JSON links to every discovery document, each of which answers 200", async () => {
    app = makeTestApp()
    for (const accept of [undefined, "application/json", "*/*"]) {
      const response = await app.get("/", accept === undefined ? {} : { headers: { accept } })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toMatch(/^application\/json/)
      expect(response.headers.get("vary")).toMatch(/accept/i)
      const { links } = (await response.json()) as { links: Record<string, string> }
      expect(Object.keys(links).sort()).toEqual(["docs", "evidence", "manifest", "openapi", "skill"])
      for (const [name, url] of Object.entries(links)) {
        if (name === "evidence") continue
        expect(url.startsWith(BASE), url).toBe(true)
        expect((await app.get(url.slice(BASE.length))).status, url).toBe(200)
      }
    }
  })

  it("GET / answers browsers with a short HTML page linking the same documents", async () => {
    app = makeTestApp()
    const response = await app.get("/", { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/html/)
    const html = await response.text()
    for (const path of ["/docs", "/skill.md", "/openapi.json", "/.well-known/x402"]) {
      expect(html).toContain(`href="${BASE}${path}"`)
    }
  })

  it("/docs renders /openapi.json with the renderer the service serves itself (no CDN)", async () => {
    app = makeTestApp()
    const page = await app.get("/docs")
    expect(page.status).toBe(200)
    const html = await page.text()
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts).toEqual(["/docs/scalar.js"])
    expect(html).toContain('url: "/openapi.json"')
    const renderer = await app.get("/docs/scalar.js")
    expect(renderer.status).toBe(200)
    expect(renderer.headers.get("content-type")).toMatch(/^text\/javascript/)
    expect(await renderer.text()).toContain("createApiReference")
  })
})
