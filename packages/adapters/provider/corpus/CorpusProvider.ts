import { Provider, type SearchRequest } from "@evidence-pack/core/ports/Provider"
import { Config, Duration, Effect, Layer, Option } from "effect"
import { asksAboutWebCompat } from "./CompatQuestion.ts"
import type { CorpusError } from "./CorpusError.ts"
import * as CorpusIndex from "./CorpusIndex.ts"
import * as JsonlDocuments from "./JsonlDocuments.ts"
import * as MdnDocuments from "./MdnDocuments.ts"
import * as WebFeaturesDocuments from "./WebFeaturesDocuments.ts"

/** The provider's name in configuration (`EVIDENCE_PROVIDER=corpus`) and in logs. */
export const name = "corpus"

/**
 * A Provider over a built index. The search is synchronous and bounded (see CorpusIndex), so it runs inline;
 * no query can make it fail, and no match is a successful empty list, which validation then answers with 422.
 */
export const make = (index: CorpusIndex.CorpusIndex): Provider["Service"] =>
  Provider.of({
    name,
    // `freshnessSeconds` is deliberately not applied here: the corpus is a snapshot whose dates are release
    // dates, often years old, so filtering would usually leave nothing, and validation already enforces freshness
    // against the Clock and reports `freshness.satisfied` with its reason. One rule, in one place.
    search: Effect.fn("CorpusProvider.search")(function* (request: SearchRequest) {
      return yield* Effect.sync(() => index.search(request.query, request.maxCandidates))
    })
  })

/** Loads and indexes once, when the layer is built (not when this module is imported, not per request). */
const build = (
  source: string,
  entries: Effect.Effect<ReadonlyArray<CorpusIndex.CorpusEntry>, CorpusError>,
  options?: CorpusIndex.Options
): Effect.Effect<Provider["Service"], CorpusError> =>
  Effect.gen(function* () {
    const [took, index] = yield* Effect.timed(entries.pipe(Effect.map((loaded) => CorpusIndex.make(loaded, options))))
    yield* Effect.logInfo("corpus index ready").pipe(
      Effect.annotateLogs({ source, documents: index.size, build_ms: Math.round(Duration.toMillis(took)) })
    )
    return make(index)
  })

/** Compat data and the prose written for the same features: a question finds both, on four or more hosts. */
const embeddedEntries: Effect.Effect<ReadonlyArray<CorpusIndex.CorpusEntry>, CorpusError> = Effect.zipWith(
  MdnDocuments.load,
  WebFeaturesDocuments.load,
  (mdn, webFeatures) => [...mdn, ...webFeatures]
)

const mdnProvider = build(`${MdnDocuments.DATASET} + ${WebFeaturesDocuments.DATASET}`, embeddedEntries, {
  stopWords: MdnDocuments.STOP_WORDS,
  accepts: asksAboutWebCompat
})

/**
 * The embedded default: MDN browser-compat-data and web-features, so the service answers with no key and no
 * network.
 */
export const layer: Layer.Layer<Provider, CorpusError> = Layer.effect(Provider, mdnProvider)

/** A user's own corpus: one JSON object per line (`{ title, url, snippet, published_at?, updated_at? }`). */
export const layerJsonl = (path: string): Layer.Layer<Provider, CorpusError> =>
  Layer.effect(Provider, build(path, JsonlDocuments.load(path)))

/** `CORPUS_PATH` names a JSONL corpus; unset or blank means the MDN corpus. */
export const layerConfig: Layer.Layer<Provider, CorpusError | Config.ConfigError> = Layer.effect(
  Provider,
  Effect.gen(function* () {
    const path = yield* Config.option(Config.String("CORPUS_PATH"))
    return yield* Option.match(
      Option.filter(path, (p) => p.trim() !== ""),
      {
        onNone: () => mdnProvider,
        onSome: (p) => build(p, JsonlDocuments.load(p))
      }
    )
  })
)
