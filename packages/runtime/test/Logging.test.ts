import { assert, describe, it } from "@effect/vitest"
import { Effect, Formatter, Redacted } from "effect"
import { TestClock } from "effect/testing"
import { jsonLogsTo } from "../src/Logging.ts"

const logged = (program: Effect.Effect<void>) =>
  Effect.gen(function* () {
    const writes: Array<string> = []
    yield* Effect.scoped(program.pipe(Effect.provide(jsonLogsTo((text) => writes.push(text)))))
    return writes
  })

describe("JsonLogs", () => {
  it.effect("writes the structured record as one JSON line per log, in batches", () =>
    Effect.gen(function* () {
      const writes = yield* logged(
        Effect.gen(function* () {
          yield* Effect.log("one").pipe(Effect.annotateLogs({ request_id: "r-1", status: 200 }))
          yield* Effect.logWarning("two")
          yield* TestClock.adjust("1 second")
          yield* Effect.log("three")
        })
      )
      // The first two lines share a write; the third waits for the scope to close.
      assert.strictEqual(writes.length, 2)
      const lines = writes.join("").trimEnd().split("\n")
      const records = lines.map((line) => JSON.parse(line))
      assert.deepStrictEqual(
        records.map((r) => [r.message, r.level]),
        [
          ["one", "INFO"],
          ["two", "WARN"],
          ["three", "INFO"]
        ]
      )
      assert.deepStrictEqual(records[0].annotations, { request_id: "r-1", status: 200 })
    })
  )

  it.effect("writes what Effect's JSON formatter writes, nested secrets redacted", () =>
    Effect.gen(function* () {
      const secret = Redacted.make("sk-live-secret")
      const writes = yield* logged(
        Effect.logInfo("keys", { provider: { apiKey: secret } }).pipe(
          Effect.annotateLogs({ upstream: { authorization: secret }, big: 10n })
        )
      )
      const text = writes.join("")
      assert.notInclude(text, "sk-live-secret")
      const record = JSON.parse(text)
      assert.deepStrictEqual(record.message, ["keys", { provider: { apiKey: "<redacted>" } }])
      assert.deepStrictEqual(record.annotations.upstream, { authorization: "<redacted>" })
      assert.strictEqual(text.trimEnd(), Formatter.formatJson(record))
    })
  )
})
