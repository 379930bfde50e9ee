/**
 * Signals that a search result is not a page of evidence but an error page, a bot challenge, a login wall or
 * a parked domain. Title patterns are anchored (the title *is* the message), so an article called
 * "How to fix a 404 Not Found error" is not caught; text patterns are phrases such pages use and articles
 * rarely do.
 */

const TITLE_PATTERNS: ReadonlyArray<RegExp> = [
  /^(?:error\s*)?(?:400|401|403|404|410|429|451|500|502|503|504)(?:$|\s*[-|:–—!.]|\s*\((?:not found|forbidden|gone)\)|\s+(?:error|not found|forbidden|unauthorized|gone|page|bad|internal|service|gateway|too many))/,
  /^(?:error|an error (?:has )?occurred|something went wrong)\s*(?:[-|–—!.]|$)/,
  /^(?:page |file )?not found\b/,
  /\b(?:page|file|article|post|content) (?:was )?not found$/,
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

const TEXT_PATTERNS: ReadonlyArray<RegExp> = [
  /\b(?:the )?page you (?:are|were|'re) looking for\b.{0,40}\b(?:not|no longer|removed|moved|deleted|exist)/,
  /\b(?:the|this|that) (?:page|url|article|resource) (?:you requested )?(?:(?:does not|doesn't|did not|didn't) exist|(?:could not|cannot|can't|can ?not) be found|(?:was|is) not found|(?:is|isn't|is not) (?:no longer |not )?available|(?:has been|was) (?:removed|deleted))/,
  /\bwe (?:couldn't|could not|can't|cannot|can ?not) (?:seem to )?find (?:(?:the|that|this) page|what you(?:'re| are) looking for)\b/,
  /\bthe resource you are looking for (?:has been removed|had its name changed|is temporarily unavailable)\b/,
  /\bthe requested (?:url|page|resource|document)\b.{0,120}?\b(?:was not found|could not be found|does not exist)\b/,
  /\baccess (?:to this (?:page|site|resource) )?(?:has been |is )?denied\b/,
  /\byou (?:have been|'ve been|are) blocked\b/,
  /\b(?:complete|solve|fill (?:in|out)) the (?:captcha|security check|challenge)\b/,
  /\b(?:verify|confirm|prove) (?:that )?you(?: are|'re) (?:a )?human\b/,
  /\b(?:i'm|i am) not a robot\b/,
  /\bchecking (?:if the site connection is secure|your browser)\b/,
  /\bunusual traffic from your (?:computer|network)\b/,
  /\b(?:please )?enable (?:javascript|cookies)(?: and cookies)? to (?:continue|view|proceed)\b/,
  /\b(?:sign|log) ?in to (?:continue|view|read|access|see)\b/,
  /\b(?:join|sign up)(?: now)? to (?:see|view|read|access|continue)\b/,
  /\byou (?:need|must|have) to be (?:logged|signed) in\b|\byou must (?:be )?(?:logged|signed) in\b/,
  /\b(?:subscribe|create (?:an|a free) account|register) to (?:continue|read|view|access|unlock)\b/,
  /\b(?:this )?domain (?:name )?(?:is |may be )?for sale\b/,
  /\bbuy this domain\b/,
  /\b(?:parked (?:free|domain|by)|domain (?:has been |is )?parked)\b/,
  /\bthis (?:account|site|website) (?:has been |is )suspended\b/,
  /\bthis site can't be reached\b/,
  /\byour connection is not private\b|\bserver ip address could not be found\b/,
  /\bmade us think you were a bot\b|\bincapsula incident id\b|\brequest unsuccessful\b/,
  /\bif you see this page, the (?:nginx|apache)\b|\bweb server is successfully installed\b/,
  /\bfuture home of something\b|\bif you(?:'re| are) the (?:site|domain) owner, log ?in\b/
]

/** Lower case, typographic apostrophes straightened, so one pattern covers "doesn't" and "doesn’t". */
const fold = (text: string): string => text.toLowerCase().replace(/[‘’ʼ`]/g, "'")

/**
 * Each list compiled once into a single alternation: "some pattern matches" in one regex scan instead of one
 * per pattern (the lists run for every candidate). The patterns carry no flags, so the union means the same.
 */
const anyOf = (patterns: ReadonlyArray<RegExp>): RegExp => new RegExp(patterns.map((p) => `(?:${p.source})`).join("|"))
const ANY_TITLE = anyOf(TITLE_PATTERNS)
const ANY_TEXT = anyOf(TEXT_PATTERNS)

export const isErrorPage = (title: string, snippet: string): boolean => {
  const t = fold(title)
  if (ANY_TITLE.test(t)) return true
  return ANY_TEXT.test(`${t}\n${fold(snippet)}`)
}
