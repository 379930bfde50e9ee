import { readFileSync } from "node:fs"
import type { Candidate } from "@evidence-pack/core/ports/Provider"
import { Effect, Result, Schema } from "effect"
import { CorpusError } from "./CorpusError.ts"
import type { CorpusEntry } from "./CorpusIndex.ts"

const OptionalDate = Schema.optionalKey(Schema.NullOr(Schema.String))

/**
 * One line of a user's corpus. Dates may be spelled as on our wire (`published_at`) or as in JavaScript
 * (`publishedAt`), and may be null when unknown; other keys (an id, tags) are ignored rather than rejected, so an
 * existing export can be used as it is.
 */
export const JsonlLine = Schema.Struct({
  title: Schema.NonEmptyString,
  url: Schema.NonEmptyString,
  snippet: Schema.String,
  published_at: OptionalDate,
  publishedAt: OptionalDate,
  updated_at: OptionalDate,
  updatedAt: OptionalDate
})
export type JsonlLine = typeof JsonlLine.Type

const decodeLine = Schema.decodeUnknownResult(JsonlLine)

/**
 * Dates are passed through as written: validation parses them and rejects unparseable or future ones with a
 * reason, which is more useful to an operator than refusing the whole corpus at start-up.
 */
const candidateOf = (line: JsonlLine): Candidate => {
  const publishedAt = line.published_at ?? line.publishedAt ?? undefined
  const updatedAt = line.updated_at ?? line.updatedAt ?? undefined
  return {
    title: line.title,
    url: line.url,
    snippet: line.snippet,
    ...(publishedAt === undefined ? {} : { publishedAt }),
    ...(updatedAt === undefined ? {} : { updatedAt })
  }
}

const lineError = (source: string, line: number, detail: string) =>
  new CorpusError({ source, line, message: `${source} line ${line}: ${detail}` })

const parseJson = (text: string): Result.Result<unknown, string> => {
  try {
    return Result.succeed(JSON.parse(text))
  } catch (error) {
    return Result.fail(`invalid JSON (${error instanceof Error ? error.message : String(error)})`)
  }
}

const entryOf = (text: string, source: string, line: number): Result.Result<CorpusEntry, CorpusError> => {
  const json = parseJson(text)
  if (Result.isFailure(json)) return Result.fail(lineError(source, line, json.failure))
  const decoded = decodeLine(json.success, { errors: "all" })
  if (Result.isFailure(decoded)) {
    // The schema message spans lines ("Expected string\n  at [\"url\"]"); one line reads better in a log.
    return Result.fail(lineError(source, line, decoded.failure.message.replace(/\s*\n\s*/g, " ")))
  }
  const document = candidateOf(decoded.success)
  return Result.succeed({ title: document.title, text: document.snippet, documents: [document] })
}

/**
 * Each non-blank line is one document. The first malformed line fails the whole corpus: serving a silently
 * truncated corpus would look like poor search rather than a broken file.
 */
export const fromText = (text: string, source: string): Result.Result<ReadonlyArray<CorpusEntry>, CorpusError> => {
  const entries: Array<CorpusEntry> = []
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/)
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue
    const entry = entryOf(line, source, index + 1)
    if (Result.isFailure(entry)) return Result.fail(entry.failure)
    entries.push(entry.success)
  }
  if (entries.length === 0) return Result.fail(new CorpusError({ source, message: `${source} holds no documents` }))
  return Result.succeed(entries)
}

const readText = (path: string): Effect.Effect<string, CorpusError> =>
  Effect.try({
    try: () => readFileSync(path, "utf8"),
    catch: (cause) =>
      new CorpusError({
        source: path,
        message: `Cannot read the corpus ${path}: ${cause instanceof Error ? cause.message : String(cause)}`
      })
  })

/** The entries of a JSONL file; read when the effect runs. */
export const load = (path: string): Effect.Effect<ReadonlyArray<CorpusEntry>, CorpusError> =>
  readText(path).pipe(Effect.flatMap((text) => Effect.fromResult(fromText(text, path))))
