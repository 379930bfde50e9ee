/**
 * Turns provider text (often HTML fragments with entities and highlight tags) into plain, single-spaced text.
 * Every regular expression here is linear or bounded by `RAW_TEXT_LIMIT`, so hostile input cannot stall it.
 */

/** Only this much of a raw field is looked at: more than any cap needs, small enough to bound the work. */
export const RAW_TEXT_LIMIT = 20_000

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
  ["nbsp", " "],
  ["ensp", " "],
  ["emsp", " "],
  ["thinsp", " "],
  ["ndash", "–"],
  ["mdash", "—"],
  ["hellip", "…"],
  ["lsquo", "‘"],
  ["rsquo", "’"],
  ["sbquo", "‚"],
  ["ldquo", "“"],
  ["rdquo", "”"],
  ["bdquo", "„"],
  ["laquo", "«"],
  ["raquo", "»"],
  ["lsaquo", "‹"],
  ["rsaquo", "›"],
  ["middot", "·"],
  ["bull", "•"],
  ["copy", "©"],
  ["reg", "®"],
  ["trade", "™"],
  ["deg", "°"],
  ["euro", "€"],
  ["pound", "£"],
  ["yen", "¥"],
  ["cent", "¢"],
  ["sect", "§"],
  ["para", "¶"],
  ["times", "×"],
  ["divide", "÷"],
  ["plusmn", "±"],
  ["minus", "−"],
  ["frac12", "½"],
  ["frac14", "¼"],
  ["frac34", "¾"],
  ["shy", ""],
  ["zwj", ""],
  ["zwnj", ""],
  ["lrm", ""],
  ["rlm", ""],
  ["aacute", "á"],
  ["agrave", "à"],
  ["acirc", "â"],
  ["auml", "ä"],
  ["aring", "å"],
  ["atilde", "ã"],
  ["ccedil", "ç"],
  ["eacute", "é"],
  ["egrave", "è"],
  ["ecirc", "ê"],
  ["euml", "ë"],
  ["iacute", "í"],
  ["igrave", "ì"],
  ["icirc", "î"],
  ["iuml", "ï"],
  ["ntilde", "ñ"],
  ["oacute", "ó"],
  ["ograve", "ò"],
  ["ocirc", "ô"],
  ["ouml", "ö"],
  ["otilde", "õ"],
  ["oslash", "ø"],
  ["uacute", "ú"],
  ["ugrave", "ù"],
  ["ucirc", "û"],
  ["uuml", "ü"],
  ["szlig", "ß"],
  ["Auml", "Ä"],
  ["Ouml", "Ö"],
  ["Uuml", "Ü"],
  ["Eacute", "É"]
])

/** HTML maps numeric references 0x80..0x9F to windows-1252 (`&#146;` is ’); "\0" marks the five unmapped. */
const WINDOWS_1252 = "€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ"

const decodeCodePoint = (codePoint: number): string => {
  if (codePoint >= 0x80 && codePoint <= 0x9f) {
    const mapped = WINDOWS_1252[codePoint - 0x80]
    if (mapped !== undefined && mapped !== "\0") return mapped
  }
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return "\uFFFD"
  return String.fromCodePoint(codePoint)
}

const ENTITY = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/g

/** Decodes named basics and all numeric references in one pass (so `&amp;lt;` becomes `&lt;`, not `<`). */
export const decodeEntities = (text: string): string =>
  text.replace(ENTITY, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (decimal !== undefined) return decodeCodePoint(Number.parseInt(decimal, 10))
    if (hex !== undefined) return decodeCodePoint(Number.parseInt(hex, 16))
    return (name !== undefined ? NAMED_ENTITIES.get(name) : undefined) ?? whole
  })

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const HIDDEN_BLOCK = /<(script|style|noscript|template)\b[^<>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi
/** Phrasing tags vanish without a space so `foo<b>bar</b>` stays one word; block tags become a space. */
const INLINE_ELEMENTS =
  "a|abbr|b|bdi|bdo|cite|code|data|dfn|em|font|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr"
const INLINE_TAG = new RegExp(`</?(?:${INLINE_ELEMENTS})\\b[^<>]*>`, "gi")
/**
 * The other HTML elements, so that a tag is told from a placeholder in prose: `git branch -m <new-name>`,
 * `span<T>`, `#include <vector>` keep theirs. A tag with an attribute (`<x-card id="a">`) is markup whatever its name.
 */
// biome-ignore format: a word list reads better packed
const ELEMENTS = [
  "address", "area", "article", "aside", "audio", "base", "blockquote", "body", "br", "button", "canvas", "caption",
  "center", "col", "colgroup", "dd", "del", "details", "dialog", "div", "dl", "dt", "embed", "fieldset",
  "figcaption", "figure", "footer", "form", "frame", "h[1-6]", "head", "header", "hgroup", "hr", "html", "iframe",
  "img", "input", "ins", "label", "legend", "li", "link", "main", "map", "menu", "meta", "meter", "nav", "object",
  "ol", "optgroup", "option", "output", "p", "param", "picture", "pre", "progress", "rp", "rt", "ruby", "section",
  "select", "slot", "source", "strike", "summary", "svg", "path", "table", "tbody", "td", "textarea", "tfoot", "th",
  "thead", "title", "tr", "track", "tt", "ul", "video", "big", "nobr", "marquee", "font"
].join("|")
const ANY_TAG = new RegExp(`</?(?:${ELEMENTS})(?![\\w-])[^<>]*>|</?[A-Za-z][\\w-]*\\s[^<>]*=[^<>]*>|<[!?][^<>]*>`, "gi")
const TRUNCATED_TAG = new RegExp(
  `</?(?:${ELEMENTS}|${INLINE_ELEMENTS})(?![\\w-])[^<>]*$|</?[A-Za-z][\\w-]*\\s[^<>]*=[^<>]*$`,
  "i"
)
/** Highlight tags that arrive entity-encoded (`&lt;b&gt;`) and so only appear after decoding. */
const DECODED_HIGHLIGHT = /<\/?(?:b|strong|em|i|mark)>/gi
/** Controls become spaces; format characters (zero-width, bidi marks, soft hyphen) and private-use vanish. */
const CONTROL = /\p{Cc}/gu
const INVISIBLE = /[\p{Cf}\p{Co}]/gu

/** Anything `cleanOnce` would change beyond whitespace: tags, entities, C0/C1 controls other than \t-\r, format and private-use. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point of this regex
const NEEDS_CLEANING = /[<&\x00-\x08\x0e-\x1f\x7f-\x9f\p{Cf}\p{Co}]/u

/** `NEEDS_CLEANING` or `UNFOLDED` in one scan: most provider text needs neither, only a trim. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point of this regex
const NEEDS_CLEANING_OR_FOLDING = /[<&\x00-\x08\x0e-\x1f\x7f-\x9f\p{Cf}\p{Co}]|\s\s|[^\S ]/u

/**
 * Two alternatives: a space followed by a space, `<` or `&`, and any character but printable ASCII other than `<` and
 * `&`. Text in which neither matches (most provider text) is printable ASCII without `<`, `&` or two spaces in a row,
 * which `NEEDS_CLEANING_OR_FOLDING` cannot match: its only whitespace is single spaces, and it holds no tag, entity,
 * control, format or private-use character. These plain classes scan a snippet in about 60% of the time of that
 * pattern's Unicode ones. The first alternative names what may follow the space rather than saying "anything but a
 * printable character" (` [^!-%'-;=-~]`), which finds the same texts (any other character after the space the second
 * alternative finds): measured on the bench's texts, one process at a time, V8 compiled that form to scan a text in
 * about 120 ns in some processes and 245 in others, this one in 112-125 ns in each.
 */
const NOT_PLAIN_ASCII = / [ <&]|[^ -%'-;=-~]/

/** Printable ASCII other than `<` and `&`, without two spaces in a row: text with nothing to clean or fold. */
export const isPlainAscii = (text: string): boolean => !NOT_PLAIN_ASCII.test(text)

const cleanOnce = (raw: string): string => {
  const text = raw
    .toWellFormed()
    .replace(COMMENT, " ")
    .replace(HIDDEN_BLOCK, " ")
    .replace(INLINE_TAG, "")
    .replace(ANY_TAG, " ")
    .replace(TRUNCATED_TAG, " ")
  return foldWhitespace(
    decodeEntities(text).replace(DECODED_HIGHLIGHT, "").replace(CONTROL, " ").replace(INVISIBLE, "")
  )
}

/** Passes of `cleanOnce` at most: each peels one level of entity encoding, and real text needs one or two. */
const MAX_PASSES = 8

/**
 * Plain text with tags and entities removed and whitespace folded to single spaces. Idempotent: decoding
 * `&lt;script&gt;` yields a tag that one pass would leave in place and the next would strip, so passes repeat
 * until the text stops changing. The validator must accept its own output unchanged.
 */
export const cleanText = (raw: string): string => {
  const limited = raw.slice(0, RAW_TEXT_LIMIT)
  // Most provider text is already plain: no tag, no entity, no control or invisible character. For it every
  // pass is the identity but the whitespace fold, so skip the regex passes (a hot path per candidate).
  if (isPlainAscii(limited)) return limited.trim()
  if (limited.isWellFormed()) {
    if (!NEEDS_CLEANING_OR_FOLDING.test(limited)) return limited.trim()
    if (!NEEDS_CLEANING.test(limited)) return foldWhitespace(limited)
  }
  let text = cleanOnce(limited)
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const next = cleanOnce(text)
    if (next === text) break
    text = next
  }
  return text
}

/** Whitespace that folding would change: a run of two, or anything but a plain space. */
const UNFOLDED = /\s\s|[^\S ]/

/** Most text has single plain spaces only: then folding is a trim, without rebuilding the string. */
export const foldWhitespace = (text: string): string =>
  UNFOLDED.test(text) ? text.replace(/\s+/g, " ").trim() : text.trim()

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff

/**
 * At most `max` UTF-16 code units: cut at the last word boundary in the final 40% (else mid-word), trailing
 * separators dropped, "…" appended. Never splits a surrogate pair.
 */
export const capText = (text: string, max: number): string => {
  if (text.length <= max) return text
  let cut = text.slice(0, Math.max(0, max - 1))
  if (cut.length > 0 && isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1)
  const boundary = cut.lastIndexOf(" ")
  const endsAtWord = /\s/.test(text.charAt(cut.length))
  if (!endsAtWord && boundary >= Math.floor(max * 0.6)) cut = cut.slice(0, boundary)
  cut = cut.replace(/[\s,;:(\-–—]+$/u, "")
  return `${cut}…`
}
