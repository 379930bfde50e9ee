import { JsonSchema, Schema } from "effect"

/**
 * A standalone JSON Schema (draft 2020-12) document for a schema, generated from the same definition the code
 * decodes with, so the published contract and the behaviour cannot drift apart. The root definition is inlined
 * (a reader sees the object itself, not a `$ref`); nested named schemas stay in `$defs`.
 */
export const jsonSchemaOf = (schema: Schema.Top): Record<string, unknown> => {
  const document = Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" })
  const definitions: Record<string, unknown> = { ...document.definitions }
  let root: Record<string, unknown> = { ...document.schema }
  const ref = root.$ref
  if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
    const name = ref.slice("#/$defs/".length)
    root = { ...(definitions[name] as Record<string, unknown>) }
    delete definitions[name]
  }
  const defs = Object.keys(definitions).length > 0 ? { $defs: definitions } : {}
  return { $schema: JsonSchema.META_SCHEMA_URI_DRAFT_2020_12, ...root, ...defs }
}
