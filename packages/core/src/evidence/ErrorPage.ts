/**
 * Signals that a search result is not a page of evidence but an error page, a bot challenge, a login wall or
 * a parked domain. Title patterns are anchored (the title *is* the message), so an article called
 * "How to fix a 404 Not Found error" is not caught; text patterns are phrases such pages use and articles
 * rarely do.
 */

/** Each anchored at the start. */
const TITLE_PATTERNS: ReadonlyArray<RegExp> = [
  /^(?:error\s*)?(?:400|401|403|404|410|429|451|500|502|503|504)(?:$|\s*[-|:–—!.]|\s*\((?:not found|forbidden|gone)\)|\s+(?:error|not found|forbidden|unauthorized|gone|page|bad|internal|service|gateway|too many))/,
  /^(?:error|an error (?:has )?occurred|something went wrong)\s*(?:[-|–—!.]|$)/,
  /^(?:page |file )?not found\b/,
  /^(?:oops|whoops|uh oh)\b.{0,40}\b(?:not|error|wrong|find|found|exist)/,
  /^(?:access denied|forbidden|unauthorized|bad request|bad gateway|gateway timeout|service unavailable)\b/,
  /^(?:internal )?server error\b/,
  /^(?:just a moment|attention required|please wait|one more step|security check|checking your browser)\b/,
  /^(?:captcha|recaptcha|hcaptcha|human verification|bot verification|are you a (?:human|robot))\b/,
  /^(?:sign in|log in|login|sign up)(?:\s*(?:[-|–—:]|$)|\s+to\b)/,
  /^(?:index of \/|domain for sale|this domain is for sale|parked domain|site not found|website (?:is )?(?:down|expired))/,
  /^(?:page|this page|content) (?:is )?(?:no longer |not |un)available\b/,
  /^(?:redirecting|loading)\b\.*$/,
  // Server, browser and CDN error pages by their stock titles.
  /^(?:http error \d{3}|iis \d+(?:\.\d+)? detailed error|server error in '\/' application)\b/,
  /^(?:privacy error|your connection is not private|this site can't be reached|problem loading page|server not found)\b/,
  /^(?:pardon our interruption|request unsuccessful|access to this page has been denied)\b/,
  // Default pages of a fresh server, and hosting placeholders.
  /^(?:welcome to nginx|apache2? (?:\w+ )?default page|test page for the (?:apache|nginx)|it works!)/,
  /^(?:future home of|(?:website |site )?coming soon\s*(?:[-|!.]|$)|under construction\s*(?:[-|!.]|$))/
]

/**
 * The one title pattern not anchored at the start: a title ending in the message. It is tested only on titles that
 * end in "not found", the pattern's literal end (`$` is the end of the title), so the others, all anchored, are one
 * union the regex engine tries at the title's start only, instead of at every position.
 */
const NOT_FOUND_TITLE = /\b(?:page|file|article|post|content) (?:was )?not found$/

/** Each starts at a word boundary, which `ANY_TEXT` tests once for all of them. */
const TEXT_PATTERNS: ReadonlyArray<RegExp> = [
  /(?:the )?page you (?:are|were|'re) looking for\b.{0,40}\b(?:not|no longer|removed|moved|deleted|exist)/,
  /(?:the|this|that) (?:page|url|article|resource) (?:you requested )?(?:(?:does not|doesn't|did not|didn't) exist|(?:could not|cannot|can't|can ?not) be found|(?:was|is) not found|(?:is|isn't|is not) (?:no longer |not )?available|(?:has been|was) (?:removed|deleted))/,
  /we (?:couldn't|could not|can't|cannot|can ?not) (?:seem to )?find (?:(?:the|that|this) page|what you(?:'re| are) looking for)\b/,
  /the resource you are looking for (?:has been removed|had its name changed|is temporarily unavailable)\b/,
  /the requested (?:url|page|resource|document)\b.{0,120}?\b(?:was not found|could not be found|does not exist)\b/,
  /access (?:to this (?:page|site|resource) )?(?:has been |is )?denied\b/,
  /you (?:have been|'ve been|are) blocked\b/,
  /(?:complete|solve|fill (?:in|out)) the (?:captcha|security check|challenge)\b/,
  /(?:verify|confirm|prove) (?:that )?you(?: are|'re) (?:a )?human\b/,
  /(?:i'm|i am) not a robot\b/,
  /checking (?:if the site connection is secure|your browser)\b/,
  /unusual traffic from your (?:computer|network)\b/,
  /(?:please )?enable (?:javascript|cookies)(?: and cookies)? to (?:continue|view|proceed)\b/,
  /(?:sign|log) ?in to (?:continue|view|read|access|see)\b/,
  /(?:join|sign up)(?: now)? to (?:see|view|read|access|continue)\b/,
  /you (?:need|must|have) to be (?:logged|signed) in\b|you must (?:be )?(?:logged|signed) in\b/,
  /(?:subscribe|create (?:an|a free) account|register) to (?:continue|read|view|access|unlock)\b/,
  /(?:this )?domain (?:name )?(?:is |may be )?for sale\b/,
  /buy this domain\b/,
  /(?:parked (?:free|domain|by)|domain (?:has been |is )?parked)\b/,
  /this (?:account|site|website) (?:has been |is )suspended\b/,
  /this site can't be reached\b/,
  /your connection is not private\b|server ip address could not be found\b/,
  /made us think you were a bot\b|incapsula incident id\b|request unsuccessful\b/,
  /if you see this page, the (?:nginx|apache)\b|web server is successfully installed\b/,
  /future home of something\b|if you(?:'re| are) the (?:site|domain) owner, log ?in\b/
]

/**
 * The patterns' apostrophe matches typographic ones too, so one pattern covers "doesn't" and "doesn’t" without
 * straightening the text first (a scan per text). The same as matching the straightened text: each of these is
 * one UTF-16 unit, like "'", and like it neither a word character, a space nor a line break, and no pattern holds
 * an apostrophe inside a character class.
 */
const anyApostrophe = (source: string): string => source.replaceAll("'", "['‘’ʼ`]")

/**
 * Each list compiled once into a single alternation: "some pattern matches" in one regex scan instead of one
 * per pattern (the lists run for every candidate). The patterns carry no flags, so the union means the same.
 */
const union = (patterns: ReadonlyArray<RegExp>): string =>
  patterns.map((p) => `(?:${anyApostrophe(p.source)})`).join("|")
const ANY_TITLE = new RegExp(union(TITLE_PATTERNS))
/** The word boundary outside the alternation: tried once per position, not once per pattern (twice as fast). */
const ANY_TEXT = new RegExp(`\\b(?:${union(TEXT_PATTERNS)})`)

/**
 * Title patterns on the title, text patterns on title and snippet. No text pattern can match across the two (none
 * matches a line break), so each is tested alone rather than joined.
 */
/**
 * `askedCodes`: for a question about HTTP status codes, the codes it names ("402"), empty when it asks which one;
 * undefined for any other question. `namedCodes`: the codes the question names (`QueryAnalysis.namedCodes`,
 * "0x80070005"), lower case: a page writing one documents it, and the message it quotes ("an 'Access is denied'
 * error") is its subject, not the page's state.
 */
export const isErrorPage = (
  title: string,
  snippet: string,
  askedCodes?: ReadonlySet<string>,
  namedCodes: ReadonlyArray<string> = []
): boolean => {
  const t = title.toLowerCase()
  const text = snippet.toLowerCase()
  const titleSaysError = ANY_TITLE.test(t) || (t.endsWith("not found") && NOT_FOUND_TITLE.test(t))
  if (titleSaysError && !documentsStatus(t, text, askedCodes)) return true
  if (namedCodes.some((code) => t.includes(code) || text.includes(code))) return false
  return ANY_TEXT.test(t) || ANY_TEXT.test(text)
}

const DOCUMENTS_STATUS = /\b(?:status code|response status|status codes)\b/
const TITLE_CODE = /\b[1-5]\d\d\b/

/**
 * "429 Too Many Requests - HTTP | MDN" documents the status a question about status codes asks for, and says so
 * ("... response status code indicates ..."): its title is no error. A code other than the one the question names
 * ("403 Forbidden" for a question on 402) still is.
 */
const documentsStatus = (title: string, text: string, askedCodes: ReadonlySet<string> | undefined): boolean => {
  if (askedCodes === undefined || !DOCUMENTS_STATUS.test(text)) return false
  const code = TITLE_CODE.exec(title)?.[0]
  return code === undefined || askedCodes.size === 0 || askedCodes.has(code)
}
