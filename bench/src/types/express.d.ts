/**
 * The slice of Express 5 the reference server (Servers/Reference.ts) uses. The workspace has no @types/express;
 * `@x402/express`'s own declarations import Request, Response and NextFunction from here.
 */
declare module "express" {
  import type { IncomingMessage, Server, ServerResponse } from "node:http"

  export interface Request extends IncomingMessage {
    body?: unknown
    readonly path: string
  }
  export interface Response extends ServerResponse {
    json(body: unknown): this
    status(code: number): this
  }
  export type NextFunction = (error?: unknown) => void
  export type Handler = (request: Request, response: Response, next: NextFunction) => unknown

  export interface Application {
    use(...handlers: Array<Handler>): this
    post(path: string, ...handlers: Array<Handler>): this
    listen(port: number, host: string, callback?: () => void): Server
  }

  interface Express {
    (): Application
    json(): Handler
  }

  const express: Express
  export default express
}
