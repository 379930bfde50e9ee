import { HttpServerResponse } from "effect/http"
import { errorResponse } from "./ErrorResponse.ts"
import { REQUEST_ID_HEADER } from "./RequestIdHeader.ts"

/** The spec's error body for a request no route took, with the same id in the header and the body. */
export const notFoundResponse = () => {
  const requestId = crypto.randomUUID()
  return HttpServerResponse.setHeader(
    errorResponse({ status: 404, code: "not_found", message: "no such resource; see /openapi.json" }, requestId),
    REQUEST_ID_HEADER,
    requestId
  )
}
