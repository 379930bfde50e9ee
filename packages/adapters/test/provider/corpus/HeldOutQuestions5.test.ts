import { describeHeldOut } from "./heldOutMeasurement.ts"
import { IN_DOMAIN_5, OUT_OF_DOMAIN_5 } from "./heldOutQuestions5.ts"

// The fifth set of held-out questions (see heldOutQuestions5.ts), written by a helper who never read the validator
// or the corpus search, after the fixes the first four sets (HeldOutQuestions.test.ts to HeldOutQuestions4.test.ts)
// led to; no feature or question overlaps the first four sets. First measured (2026-11-26) at bbc3c03: 41 of 60
// in-domain sold, 0 of them about another feature by the regexes, and 0 of 30 out-of-domain questions sold. Read by
// hand, three sold answers state only a specification, not support (paint-order, CSS pow(), String.matchAll); one is
// about a neighbouring subfeature and leaves the Baseline question unanswered (print-color-adjust.economy for "is
// print-color-adjust baseline"); two give releases but not for the browser asked (initial-letter without Firefox,
// SharedWorker's desktop Chrome 5 for Chrome on Android, where BCD has 148). Of the 19 refusals, 4 are no_candidates:
// all three "is X safe to use in all browsers" questions (closedby, arrow functions, X-Frame-Options) and "picture in
// picure api firefox". After the fixes it led to ("X compat" and "the minimum Safari version for X" ask for releases,
// "is X safe to use in all browsers" is a compatibility question): 44 of 60, 0 and 0; matchAll is answered with its
// releases (43 of 60, 0 and 0 after the seventh set's fixes). Still weak: an answer to "supported in Firefox?" lists the browsers that support it, without saying that
// Firefox does not.
describeHeldOut({
  title: "fifth set of held-out questions over the MDN corpus",
  inDomain: IN_DOMAIN_5,
  outOfDomain: OUT_OF_DOMAIN_5,
  inDomainCount: 60,
  outOfDomainCount: 30
})
