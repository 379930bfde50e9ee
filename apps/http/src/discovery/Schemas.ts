import { ErrorBody, EvidenceRequest, EvidenceResponse, jsonSchemaOf } from "@evidence-pack/core"

/**
 * The request, response and error JSON Schemas, generated once from the core schemas the code decodes with.
 * Nested named schemas (Source, Freshness, EvidenceSummary) are flattened into one `$defs` map so OpenAPI can
 * publish them as components.
 */
const split = (schema: Record<string, unknown>) => {
  const { $schema: _dialect, $defs, ...root } = schema
  return { root, defs: ($defs ?? {}) as Record<string, unknown> }
}

const request = split(jsonSchemaOf(EvidenceRequest))
const response = split(jsonSchemaOf(EvidenceResponse))
const error = split(jsonSchemaOf(ErrorBody))

export const requestSchema = request.root
export const responseSchema = response.root
export const errorSchema = error.root
export const sharedDefinitions: Record<string, unknown> = { ...request.defs, ...response.defs, ...error.defs }

/** A self-contained JSON Schema document (for the x402 manifest, which has no components section). */
export const standalone = (root: Record<string, unknown>) => ({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  ...root,
  ...(Object.keys(sharedDefinitions).length > 0 ? { $defs: sharedDefinitions } : {})
})

/** Rewrites `#/$defs/X` references to OpenAPI's `#/components/schemas/X`. */
export const toComponentRefs = <A>(value: A): A =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as A
