import { describeHeldOut } from "./heldOutMeasurement.ts"
import { IN_DOMAIN_12, OUT_OF_DOMAIN_12 } from "./heldOutQuestions12.ts"

// The twelfth set of held-out questions (see heldOutQuestions12.ts). First measured (2026-11-29) at 0291225: 44 of 60
// in-domain sold, 1 about another feature ("MathML munderover support" answered with the math element's specification
// section, "munderover" dropped beside the code name "MathML"), 0 of 30 out-of-domain sold. Mended by a general rule:
// a search naming a web platform language and ending "support" asks which releases ship a feature, every word of whose
// name stays required; the corpus search finds one page on munderover, so it is refused.
describeHeldOut({
  title: "twelfth set of held-out questions over the MDN corpus",
  inDomain: IN_DOMAIN_12,
  outOfDomain: OUT_OF_DOMAIN_12,
  inDomainCount: 60,
  outOfDomainCount: 30
})
