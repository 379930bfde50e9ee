import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import { portFromEnv, serveControl } from "@evidence-pack/testkit/bench/ChildControl"
import { packFileFromEnv } from "./PackFile.ts"

/**
 * (A) The ceiling: a bare node:http server that reads the request body and answers every request with the same
 * ~2 KB evidence pack (rendered by the bench, read once). Nothing is parsed, checked, paid or stored, and nothing
 * but node:http is loaded.
 */
const body = readFileSync(packFileFromEnv())
const headers = { "content-type": "application/json", "content-length": String(body.byteLength) }

const server = createServer((request, response) => {
  request.resume()
  request.on("end", () => {
    response.writeHead(200, headers)
    response.end(body)
  })
})
server.listen(portFromEnv(), "127.0.0.1")
serveControl({ stop: () => new Promise<void>((resolve) => server.close(() => resolve())) })
