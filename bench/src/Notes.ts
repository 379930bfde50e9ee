import type { LongRun } from "./LongRun.ts"
import type { PaymentPool } from "./PaymentPool.ts"
import type { Settings } from "./Settings.ts"

/** The notes under the report's tables: how the figures were made, and what to trust them for. */
export const notesOf = (run: {
  readonly settings: Settings
  readonly pool: PaymentPool | undefined
  readonly memoryResponses: number | undefined
  readonly loadAverage: readonly [string, string]
  readonly cores: number
  readonly longRun: LongRun | undefined
}): Array<string> => {
  const { settings, pool, loadAverage } = run
  const busy = Number(loadAverage[0]) > 1.5 || Number(loadAverage[1]) > 1.5
  return [
    "Every paid request of the throughput, open-loop and in-flight runs is a fresh purchase: its own " +
      "Idempotency-Key and its own EIP-3009 authorization (random nonce), signed for real (secp256k1 over the " +
      "EIP-712 TransferWithAuthorization digest, USD Coin v2, chain 31337) before any load runs, in the x402 v2 " +
      "payload the official client sends. Each server reads the pool from its own cursor (they share no store); " +
      `lines signed by earlier runs are kept in bench/.cache (${pool?.reusedLines ?? 0} kept, ` +
      `${pool?.signedThisRun ?? 0} signed this run in ${Math.round(pool?.signingSeconds ?? 0)} s).`,
    "Replays send the same Idempotency-Key, body and payment as a purchase made before the scenario " +
      `(${settings.replayKeys} purchases per store, cycled); each answer must be the stored 200 with X-Idempotent-Replay.`,
    "Our app is apps/http/test/support/BenchService.ts: apps/http's serverLayer as `pnpm start` runs it (routes, " +
      "middleware, Node server options and parser-error handler, request log to a JSON logger on stdout sent to " +
      "/dev/null, metrics, rate limiter, economic guards, in-process reconciler idle after its first pass) with " +
      "testkit's instant provider (20 realistic candidates) and facilitator; rate limits and the payer budget are " +
      "out of reach. With Redis the store, the guards' counters and the rate limiter all use Redis, as REDIS_URL " +
      "makes `pnpm start` do; every command of the process is counted. C has no logger.",
    "Server CPU µs/req is the server process's user + system CPU time per response; with the pinned core fully " +
      "used, 1e6 / (µs/req) is the req/s it can reach. Other processes on the machine inflate it less than they " +
      "cut req/s, but they do (cache and scheduler interference). Redis's own CPU is not counted.",
    "CPU vs A and CPU vs C compare requests per CPU second (1e6 / server CPU µs per request): the ratios a quiet " +
      "machine would show with every server saturating its core. The req/s ratios also carry whatever other load " +
      "hit each round.",
    "Other load % is the CPU that processes other than the server and wrk used during the rounds, as a share of " +
      "all cores (median, max): near 0 on a quiet machine; rounds with high values are less trustworthy.",
    `The table's latencies are closed-loop at ${settings.connections} connections (mean latency = connections / ` +
      "req/s, by Little's law); target 4's latency is the open loop's, from each request's intended send time.",
    ...(run.memoryResponses === undefined
      ? []
      : [
          `The memory store keeps at most ${run.longRun?.storeCap.toLocaleString("en-US") ?? "some 7,000"} purchases ` +
            `(ours-memory served ${run.memoryResponses.toLocaleString("en-US")} requests in the throughput runs).`
        ]),
    ...(run.longRun === undefined
      ? []
      : [
          "The long run's purchases are not signed (a million signatures take longer than the run): each has its " +
            "own Idempotency-Key and its own authorization with a random nonce, and a random placeholder where the " +
            "signature goes. Our app never recovers a signature on a fresh purchase (the facilitator verifies, and " +
            "the instant one checks nothing), so each costs the server what a signed one costs."
        ]),
    ...(busy
      ? [
          `The machine was busy with other work (load average ${loadAverage[0]} at start, ${loadAverage[1]} at end ` +
            `on ${run.cores} cores): req/s and latency are noisy; compare the ratios and CPU µs/req.`
        ]
      : [])
  ]
}
