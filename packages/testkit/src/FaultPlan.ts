/**
 * Faults to inject, consumed in call order per operation. A property test generates the plan; Effect's scheduler
 * is deterministic, so the same seed replays the same interleaving and the same faults.
 */
export class FaultPlan<F extends string> {
  private readonly queues = new Map<string, Array<F | "none">>()

  add(operation: string, ...faults: ReadonlyArray<F | "none">): this {
    this.queues.set(operation, [...(this.queues.get(operation) ?? []), ...faults])
    return this
  }

  /** Heals everything: no more faults. */
  clear(): void {
    this.queues.clear()
  }

  /** The fault for the next call of `operation`, if any. */
  next(operation: string): F | undefined {
    const fault = this.queues.get(operation)?.shift()
    return fault === "none" ? undefined : fault
  }
}
