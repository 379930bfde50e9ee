import { readFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

/** Where /docs loads the renderer from: served by us, never from a CDN. */
export const RENDERER_PATH = "/docs/scalar.js"

/**
 * Scalar's standalone API reference, as the npm package ships it (the file is not in its exports map, so it is
 * found next to the package entry point).
 */
export const rendererFile = (): string =>
  join(dirname(fileURLToPath(import.meta.resolve("@scalar/api-reference"))), "browser", "standalone.js")

/**
 * The renderer's bytes, read from disk for each request: 4 MB that browsers cache for a day, where holding it
 * in the process cost 8 MB of heap for a page few open (as a string of two-byte characters).
 */
export const readRenderer = (file: string): Promise<Uint8Array> => readFile(file)

/**
 * `/docs`: the OpenAPI document rendered as an API reference. Nothing is fetched from third parties: no web
 * fonts, no AI agent, no request proxy (the "try it" client calls the service directly; CORS allows it).
 */
export const apiReferenceHtml = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>evidence-pack API reference</title></head>
<body>
<div id="app"></div>
<script src="${RENDERER_PATH}"></script>
<script>
  Scalar.createApiReference("#app", {
    url: "/openapi.json",
    withDefaultFonts: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    telemetry: false
  })
</script>
</body></html>
`
