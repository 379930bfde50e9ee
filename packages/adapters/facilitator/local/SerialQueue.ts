/**
 * A queue that runs tasks one at a time, in submission order. A failed task does not block the ones behind it.
 */
export type SerialQueue = <A>(task: () => Promise<A>) => Promise<A>

export const createSerialQueue = (): SerialQueue => {
  let tail: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = tail.then(task)
    tail = run.catch(() => undefined)
    return run
  }
}
