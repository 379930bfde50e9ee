/**
 * A process death, injected by a fake at a chosen step. It is raised as a defect (`Effect.die`), so no typed
 * error handler in the program can run "cleanup" that a real SIGKILL would never run.
 */
export class Crash extends Error {
  readonly point: string
  constructor(point: string) {
    super(`simulated crash at ${point}`)
    this.point = point
  }
}

export const isCrash = (u: unknown): u is Crash => u instanceof Crash
