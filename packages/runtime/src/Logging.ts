import { Effect, Formatter, Logger } from "effect"

/** A value `JSON.stringify` writes as is: nothing in it to redact, no cycle, no bigint. */
const isPlain = (value: unknown) =>
  value === null ||
  value === undefined ||
  typeof value === "string" ||
  typeof value === "number" ||
  typeof value === "boolean"

/**
 * Effect's structured record (message, level, timestamp, cause, annotations, spans, fiber id) as one JSON line.
 * A record of plain values (the request log line, nearly every other) is written by `JSON.stringify`; anything
 * else goes through Effect's `Formatter.formatJson`, which redacts nested secrets and survives cycles and bigints
 * but walks every key through a replacer, several times slower.
 */
const jsonLine = Logger.map(Logger.formatStructured, (record): string => {
  const plain =
    isPlain(record.message) &&
    Object.values(record.annotations).every(isPlain) &&
    Object.values(record.spans).every(isPlain)
  return plain ? JSON.stringify(record) : Formatter.formatJson(record)
})

/** How long log lines wait to be written together: one write per window instead of one per line. */
const LOG_WINDOW = "10 millis"

/**
 * JSON log lines written in batches (Effect's `Logger.batched`) to `write`: under load one write carries many
 * lines, where a write per line cost a system call each. The rest of a batch is written when the logger's scope
 * closes (a normal stop or an interrupt); a process killed outright loses at most the last window's lines.
 */
export const jsonLogsTo = (write: (text: string) => void) =>
  Logger.layer([
    Logger.batched(jsonLine, {
      window: LOG_WINDOW,
      flush: (lines) => Effect.sync(() => write(`${lines.join("\n")}\n`))
    })
  ])

/** One JSON object per log line on stdout, for every process the runtime builds (HTTP app, worker, bench). */
export const JsonLogs = jsonLogsTo((text) => void process.stdout.write(text))
