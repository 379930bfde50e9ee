import { Schema } from "effect"

/**
 * The corpus could not be loaded, so the provider layer cannot be built. This is a start-up failure (a wrong
 * `CORPUS_PATH`, a malformed line), never a per-request one: once built, the corpus search cannot fail.
 */
export class CorpusError extends Schema.TaggedError<CorpusError>()("CorpusError", {
  /** The file path, or the npm package the dataset comes from. */
  source: Schema.String,
  message: Schema.String,
  /** 1-based line of a JSONL corpus, when one line is to blame. */
  line: Schema.optionalKey(Schema.Number)
}) {}
