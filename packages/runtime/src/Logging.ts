import { Logger } from "effect"

/** One JSON object per log line on stdout, for every process the runtime builds (HTTP app, worker, bench). */
export const JsonLogs = Logger.layer([Logger.consoleJson])
