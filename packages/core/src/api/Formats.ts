import { Schema } from "effect"

/** An ISO 8601 / RFC 3339 timestamp as sent on the wire (`2026-01-02T03:04:05.000Z`). */
export const DateTimeString = Schema.String.annotate({ format: "date-time" })

/** An absolute URI, as JSON Schema's `format: uri`. */
export const UriString = Schema.String.annotate({ format: "uri" })

/** A request id: an RFC 4122 UUID, also sent as the `X-Request-Id` header. */
export const RequestId = Schema.String.check(Schema.isUUID())
