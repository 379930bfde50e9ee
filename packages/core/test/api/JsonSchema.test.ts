import { describe, expect, it } from "vitest"
import { ErrorBody, ErrorCode } from "../../src/api/ErrorBody.ts"
import { EvidenceRequest } from "../../src/api/EvidenceRequest.ts"
import { EvidenceResponse } from "../../src/api/EvidenceResponse.ts"
import { jsonSchemaOf } from "../../src/api/JsonSchema.ts"

type Json = Record<string, unknown>
const props = (schema: Json) => schema.properties as Record<string, Json>
/** Bounds may be emitted inline or inside allOf; flatten them so the test reads like the spec's table. */
const flat = (schema: Json): Json =>
  Object.assign({}, schema, ...((schema.allOf as Array<Json> | undefined) ?? []).map(flat))
const nullable = (schema: Json): Json => {
  const branches = schema.anyOf as Array<Json> | undefined
  expect(
    branches?.some((b) => b.type === "null"),
    "nullable"
  ).toBe(true)
  return branches!.find((b) => b.type !== "null")!
}

describe("JSON Schema matches the spec field by field", () => {
  it("evidence request (spec 2.1): bounds, default, required, no additional properties", () => {
    const schema = jsonSchemaOf(EvidenceRequest)
    expect(schema.additionalProperties).toBe(false)
    expect(schema.required).toEqual(["query"])
    const { query, freshness_seconds, max_sources, ...rest } = props(schema)
    expect(rest).toEqual({})
    expect(flat(query!)).toMatchObject({ type: "string", minLength: 1, maxLength: 400 })
    expect(flat(freshness_seconds!)).toMatchObject({ type: "integer", minimum: 60, maximum: 31_536_000 })
    expect(flat(max_sources!)).toMatchObject({ type: "integer", minimum: 3, maximum: 10, default: 5 })
  })

  it("evidence response (spec 2.2 - 2.5): every field required, types and formats", () => {
    const schema = jsonSchemaOf(EvidenceResponse)
    const defs = (schema.$defs ?? {}) as Record<string, Json>
    const resolve = (s: Json): Json => (typeof s.$ref === "string" ? defs[s.$ref.split("/").pop()!]! : s)
    expect(schema.additionalProperties).toBe(false)
    const fields = ["status", "query", "answer", "sources", "freshness", "evidence", "fulfilled_at", "request_id"]
    expect([...(schema.required as Array<string>)].sort()).toEqual([...fields].sort())
    const p = props(schema)
    expect(Object.keys(p).sort()).toEqual([...fields].sort())
    expect(p.status).toMatchObject({ type: "string", enum: ["fulfilled"] })
    expect(p.query).toMatchObject({ type: "string" })
    expect(p.answer).toMatchObject({ type: "string" })
    expect(flat(p.fulfilled_at!)).toMatchObject({ type: "string", format: "date-time" })
    expect(flat(p.request_id!)).toMatchObject({ type: "string", format: "uuid" })
    expect(flat(p.sources!)).toMatchObject({ type: "array", minItems: 3, maxItems: 10 })

    const source = resolve((p.sources as Json).items as Json)
    expect(source.additionalProperties).toBe(false)
    expect([...(source.required as Array<string>)].sort()).toEqual(
      ["published_at", "snippet", "title", "updated_at", "url"].sort()
    )
    const s = props(source)
    expect(s.title).toMatchObject({ type: "string" })
    expect(s.snippet).toMatchObject({ type: "string" })
    expect(s.url).toMatchObject({ type: "string", format: "uri" })
    expect(nullable(s.published_at!)).toMatchObject({ type: "string", format: "date-time" })
    expect(nullable(s.updated_at!)).toMatchObject({ type: "string", format: "date-time" })

    const freshness = resolve(p.freshness!)
    expect([...(freshness.required as Array<string>)].sort()).toEqual(["newest_timestamp", "required", "satisfied"])
    const f = props(freshness)
    expect(f.required).toMatchObject({ type: "boolean" })
    expect(f.satisfied).toMatchObject({ type: "boolean" })
    expect(nullable(f.newest_timestamp!)).toMatchObject({ type: "string", format: "date-time" })

    const evidence = resolve(p.evidence!)
    expect([...(evidence.required as Array<string>)].sort()).toEqual([
      "distinct_source_count",
      "source_count",
      "validated"
    ])
    const e = props(evidence)
    expect(flat(e.source_count!)).toMatchObject({ type: "integer", minimum: 3 })
    expect(flat(e.distinct_source_count!)).toMatchObject({ type: "integer", minimum: 1 })
    expect(e.validated).toMatchObject({ type: "boolean", enum: [true] })
  })

  it("error body (spec 2.6): error.code and request_id required, message and reasons optional", () => {
    const schema = jsonSchemaOf(ErrorBody)
    expect([...(schema.required as Array<string>)].sort()).toEqual(["error", "request_id"])
    const p = props(schema)
    expect(flat(p.request_id!)).toMatchObject({ type: "string", format: "uuid" })
    const error = p.error!
    expect(error.required).toEqual(["code"])
    const e = props(error)
    const defs = (schema.$defs ?? {}) as Record<string, Json>
    const code = typeof e.code?.$ref === "string" ? defs[e.code.$ref.split("/").pop()!]! : e.code!
    // A closed set: clients can switch on it, and a code outside ErrorCode cannot be sent.
    expect(code).toMatchObject({ type: "string" })
    expect(code.enum).toEqual([...ErrorCode.literals])
    expect(e.message).toMatchObject({ type: "string" })
    expect(e.reasons).toMatchObject({ type: "array", items: { type: "string" } })
  })
})
