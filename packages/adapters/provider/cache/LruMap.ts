/**
 * A Map bounded to `capacity` entries that drops the least recently used one when full. A JavaScript Map keeps
 * insertion order, so "used" means deleted and set again: the first key is always the least recently used.
 */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #capacity: number

  constructor(capacity: number) {
    this.#capacity = Math.max(1, Math.floor(capacity))
  }

  get size(): number {
    return this.#entries.size
  }

  /** The value, now marked as most recently used. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key)
    if (value === undefined) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next()
      if (oldest.done !== true) this.#entries.delete(oldest.value)
    }
  }

  delete(key: K): void {
    this.#entries.delete(key)
  }
}
