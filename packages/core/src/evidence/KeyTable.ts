import { keyBucket } from "./TermKey.ts"

/**
 * A hash table from term keys (`TermKey`) to non-negative integers: open addressing over typed arrays, so an
 * insert or a lookup allocates nothing (a `Map` boxes every 53-bit key it is given). `clear` is O(1): a slot counts
 * only when it carries the table's current stamp.
 */
export class KeyTable {
  private keys: Float64Array
  private values: Int32Array
  private stamps: Uint32Array
  private stamp = 1
  private mask: number
  private used = 0

  constructor(capacity = 64) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(8, capacity * 2)))
    this.keys = new Float64Array(size)
    this.values = new Int32Array(size)
    this.stamps = new Uint32Array(size)
    this.mask = size - 1
  }

  /** A table holding each key with its position in `keys` (the first one when a key repeats). */
  static indexOf(keys: ReadonlyArray<number>): KeyTable {
    const table = new KeyTable(keys.length)
    keys.forEach((key, i) => {
      if (table.get(key) < 0) table.set(key, i)
    })
    return table
  }

  get size(): number {
    return this.used
  }

  /** The key's value, or -1 when it is absent. */
  get(key: number): number {
    for (let slot = keyBucket(key) & this.mask; this.stamps[slot] === this.stamp; slot = (slot + 1) & this.mask) {
      if (this.keys[slot] === key) return this.values[slot]!
    }
    return -1
  }

  has(key: number): boolean {
    return this.get(key) >= 0
  }

  set(key: number, value: number): void {
    if (2 * (this.used + 1) > this.keys.length) this.grow()
    let slot = keyBucket(key) & this.mask
    while (this.stamps[slot] === this.stamp) {
      if (this.keys[slot] === key) {
        this.values[slot] = value
        return
      }
      slot = (slot + 1) & this.mask
    }
    this.stamps[slot] = this.stamp
    this.keys[slot] = key
    this.values[slot] = value
    this.used++
  }

  /**
   * The key's value when it is present; otherwise sets it to `value` and returns -1. One probe where `get` then `set`
   * would make two, for tables that mostly meet new keys.
   */
  getOrSet(key: number, value: number): number {
    if (2 * (this.used + 1) > this.keys.length) this.grow()
    let slot = keyBucket(key) & this.mask
    while (this.stamps[slot] === this.stamp) {
      if (this.keys[slot] === key) return this.values[slot]!
      slot = (slot + 1) & this.mask
    }
    this.stamps[slot] = this.stamp
    this.keys[slot] = key
    this.values[slot] = value
    this.used++
    return -1
  }

  clear(): void {
    this.used = 0
    this.stamp++
    if (this.stamp === 0xffffffff) {
      this.stamps.fill(0)
      this.stamp = 1
    }
  }

  private grow(): void {
    const { keys, values, stamps, stamp } = this
    const size = keys.length * 2
    this.keys = new Float64Array(size)
    this.values = new Int32Array(size)
    this.stamps = new Uint32Array(size)
    this.stamp = 1
    this.mask = size - 1
    this.used = 0
    for (let slot = 0; slot < keys.length; slot++) if (stamps[slot] === stamp) this.set(keys[slot]!, values[slot]!)
  }
}
