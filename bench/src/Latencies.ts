/** Latency percentiles in milliseconds (exact: every sample is kept and sorted). */
export interface LatencySummary {
  readonly count: number
  readonly p50: number
  readonly p90: number
  readonly p99: number
  readonly p999: number
  readonly max: number
}

/** Every latency of a run, in a growing Float64Array (a million samples take 8 MB). */
export class Latencies {
  private samples = new Float64Array(1 << 14)
  private size = 0

  add(millis: number): void {
    if (this.size === this.samples.length) {
      const grown = new Float64Array(this.samples.length * 2)
      grown.set(this.samples)
      this.samples = grown
    }
    this.samples[this.size++] = millis
  }

  get count(): number {
    return this.size
  }

  /** Nearest-rank percentiles over every sample; NaN when there is none. */
  summary(): LatencySummary {
    const sorted = this.samples.slice(0, this.size).sort()
    const at = (q: number) =>
      this.size === 0 ? Number.NaN : sorted[Math.min(this.size - 1, Math.ceil(q * this.size) - 1)]!
    return { count: this.size, p50: at(0.5), p90: at(0.9), p99: at(0.99), p999: at(0.999), max: at(1) }
  }
}
