import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, assert, describe, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import type { CorpusError } from "../../../provider/corpus/CorpusError.ts"
import * as JsonlDocuments from "../../../provider/corpus/JsonlDocuments.ts"

const line = (value: unknown) => JSON.stringify(value)
const snippet = "A snippet long enough to be useful evidence for a question about the thing."

const failureOf = (text: string): CorpusError => {
  const result = JsonlDocuments.fromText(text, "corpus.jsonl")
  if (Result.isSuccess(result)) throw new Error("expected the corpus to be rejected")
  return result.failure
}

const directory = mkdtempSync(join(tmpdir(), "corpus-jsonl-"))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

describe("JsonlDocuments.fromText", () => {
  it("reads one document per line, with snake_case, camelCase or null dates, ignoring unknown keys", () => {
    const text = [
      line({ title: "One", url: "https://a.example/1", snippet, published_at: "2024-01-02T00:00:00Z", id: 7 }),
      line({ title: "Two", url: "https://b.example/2", snippet, publishedAt: "2024-02-03", updatedAt: "2024-03-04" }),
      line({ title: "Three", url: "https://c.example/3", snippet, published_at: null, updated_at: null })
    ].join("\n")
    const entries = Result.getOrThrow(JsonlDocuments.fromText(text, "corpus.jsonl"))
    assert.deepStrictEqual(
      entries.flatMap((entry) => entry.documents),
      [
        { title: "One", url: "https://a.example/1", snippet, publishedAt: "2024-01-02T00:00:00Z" },
        { title: "Two", url: "https://b.example/2", snippet, publishedAt: "2024-02-03", updatedAt: "2024-03-04" },
        { title: "Three", url: "https://c.example/3", snippet }
      ]
    )
    assert.deepStrictEqual(entries[0] && { title: entries[0].title, text: entries[0].text }, {
      title: "One",
      text: snippet
    })
  })

  it("skips blank lines and accepts CRLF line ends and a byte-order mark", () => {
    const text = `\uFEFF${line({ title: "One", url: "https://a.example/1", snippet })}\r\n\r\n   \r\n${line({ title: "Two", url: "https://a.example/2", snippet })}\r\n`
    assert.strictEqual(Result.getOrThrow(JsonlDocuments.fromText(text, "corpus.jsonl")).length, 2)
  })

  it("names the line of invalid JSON", () => {
    const error = failureOf([line({ title: "One", url: "https://a.example/1", snippet }), "", "{not json"].join("\n"))
    assert.strictEqual(error._tag, "CorpusError")
    assert.strictEqual(error.line, 3)
    assert.match(error.message, /^corpus\.jsonl line 3: invalid JSON/)
  })

  it("names the line and the fields of a document that does not fit", () => {
    const error = failureOf(
      [line({ title: "One", url: "https://a.example/1", snippet }), line({ title: "" })].join("\n")
    )
    assert.strictEqual(error.line, 2)
    assert.include(error.message, "line 2")
    assert.include(error.message, '["title"]')
    assert.include(error.message, '["url"]')
    assert.include(error.message, '["snippet"]')
    assert.notInclude(error.message, "\n")
  })

  it("rejects a line that is JSON but not an object, and dates that are not strings", () => {
    assert.strictEqual(failureOf("[1, 2]").line, 1)
    assert.strictEqual(failureOf(line({ title: "T", url: "https://a.example", snippet, published_at: 5 })).line, 1)
  })

  it("rejects a corpus without documents", () => {
    const error = failureOf("\n  \n")
    assert.strictEqual(error.line, undefined)
    assert.include(error.message, "no documents")
  })
})

describe("JsonlDocuments.load", () => {
  it.effect("reads a file", () =>
    Effect.gen(function* () {
      const path = join(directory, "ok.jsonl")
      writeFileSync(path, line({ title: "One", url: "https://a.example/1", snippet }))
      const entries = yield* JsonlDocuments.load(path)
      assert.strictEqual(entries.length, 1)
    })
  )

  it.effect("fails with the path when the file cannot be read", () =>
    Effect.gen(function* () {
      const path = join(directory, "missing.jsonl")
      const error = yield* Effect.flip(JsonlDocuments.load(path))
      assert.strictEqual(error.source, path)
      assert.include(error.message, path)
    })
  )
})
