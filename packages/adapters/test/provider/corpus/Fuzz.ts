/** Hostile query strings for the "never fails, never hangs" properties of the corpus search. */

/** mulberry32: a tiny seeded generator, so a failing fuzz case can be reproduced. */
const seeded = (seed: number) => {
  let state = seed >>> 0
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Code point ranges that break naive text handling: controls, combining marks, RTL, CJK, emoji, surrogates. */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0x00, 0x1f],
  [0x300, 0x36f],
  [0x600, 0x6ff],
  [0x4e00, 0x9fff],
  [0x1f300, 0x1faff],
  [0xd800, 0xdfff],
  [0x200b, 0x200f],
  [0xfff0, 0xffff]
]

const randomString = (next: () => number): string => {
  const length = Math.floor(next() * 200)
  let text = ""
  for (let i = 0; i < length; i++) {
    const [low, high] = RANGES[Math.floor(next() * RANGES.length)] ?? [0x20, 0x7e]
    const code = low + Math.floor(next() * (high - low + 1))
    // Lone surrogates are kept on purpose: String.fromCharCode builds them where fromCodePoint would too.
    text += code > 0xffff ? String.fromCodePoint(code) : String.fromCharCode(code)
    if (next() < 0.2) text += " "
  }
  return text
}

export const FIXED_CASES: ReadonlyArray<string> = [
  "",
  " ",
  "\n\t\r",
  "\u0000",
  "\ud800",
  "\udfff\ud800",
  "\ufeff",
  "a".repeat(1_000_000),
  "grid ".repeat(100_000),
  "🙂".repeat(100_000),
  `${"x".repeat(39)} ${"y".repeat(41)}`,
  "__proto__ constructor prototype hasOwnProperty toString valueOf",
  "* .* ( [ \\ ^$ | ? + {} ",
  "AND OR NOT and or not",
  "%s %d %n $x {{x}} #{x}",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "ｇｒｉｄ－ｔｅｍｐｌａｔｅ－ｃｏｌｕｍｎｓ",
  "İstanbul ß ǅ ﬃ",
  "e\u0301\u0301\u0301\u0301\u0301",
  "مرحبا بالعالم שלום",
  "的 一 是 不 了",
  Array.from({ length: 5_000 }, (_, i) => `term${i}`).join(" ")
]

export const randomCases = (count: number, seed = 42): ReadonlyArray<string> => {
  const next = seeded(seed)
  return Array.from({ length: count }, () => randomString(next))
}
