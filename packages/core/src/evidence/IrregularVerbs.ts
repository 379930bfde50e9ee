/**
 * Irregular past forms and the verb they are of: "stung by a bee" is answered by pages on a bee "sting", "who built"
 * by pages saying who "builds"; suffix stemming cannot see it. Base forms are searched as the question's word.
 */
// biome-ignore format: a table reads better packed
export const IRREGULAR_VERBS: ReadonlyMap<string, ReadonlyArray<string>> = new Map([
  ["stung", ["sting"]], ["bitten", ["bite"]], ["bit", ["bite"]], ["built", ["build"]], ["wrote", ["write"]],
  ["written", ["write"]], ["ran", ["run"]], ["found", ["find"]], ["founded", ["found"]], ["taught", ["teach"]],
  ["caught", ["catch"]], ["bought", ["buy"]], ["brought", ["bring"]], ["thought", ["think"]], ["sold", ["sell"]],
  ["told", ["tell"]], ["drew", ["draw"]], ["drawn", ["draw"]], ["drove", ["drive"]], ["driven", ["drive"]],
  ["flew", ["fly"]], ["flown", ["fly"]], ["froze", ["freeze"]], ["frozen", ["freeze"]], ["grew", ["grow"]],
  ["grown", ["grow"]], ["knew", ["know"]], ["known", ["know"]], ["threw", ["throw"]], ["thrown", ["throw"]],
  ["broke", ["break"]], ["broken", ["break"]], ["chose", ["choose"]], ["chosen", ["choose"]], ["spoke", ["speak"]],
  ["spoken", ["speak"]], ["stole", ["steal"]], ["stolen", ["steal"]], ["swore", ["swear"]], ["wore", ["wear"]],
  ["worn", ["wear"]], ["tore", ["tear"]], ["torn", ["tear"]], ["sank", ["sink"]], ["sunk", ["sink"]],
  ["sang", ["sing"]], ["sung", ["sing"]], ["swam", ["swim"]], ["swum", ["swim"]], ["began", ["begin"]],
  ["begun", ["begin"]], ["fell", ["fall"]], ["fallen", ["fall"]], ["fought", ["fight"]], ["hid", ["hide"]],
  ["hidden", ["hide"]], ["lost", ["lose"]], ["met", ["meet"]], ["paid", ["pay"]], ["laid", ["lay"]],
  ["shot", ["shoot"]], ["shook", ["shake"]], ["shaken", ["shake"]], ["slept", ["sleep"]], ["spent", ["spend"]],
  ["struck", ["strike"]], ["stuck", ["stick"]], ["swept", ["sweep"]], ["took", ["take"]], ["taken", ["take"]],
  ["woke", ["wake"]], ["woken", ["wake"]], ["won", ["win"]],
  ["bled", ["bleed"]], ["fed", ["feed"]], ["fled", ["flee"]], ["led", ["lead"]], ["dug", ["dig"]], ["hung", ["hang"]],
  ["ate", ["eat"]], ["eaten", ["eat"]], ["gave", ["give"]], ["given", ["give"]], ["rode", ["ride"]],
  ["ridden", ["ride"]], ["rose", ["rise"]], ["risen", ["rise"]], ["shrank", ["shrink"]], ["shrunk", ["shrink"]]
])

/** The irregular past forms of each verb ("drive": "drove", "driven"): pages tell of a past event in them. */
export const PAST_FORMS: ReadonlyMap<string, ReadonlyArray<string>> = (() => {
  const forms = new Map<string, Array<string>>()
  for (const [past, [verb]] of IRREGULAR_VERBS) {
    if (verb !== undefined) forms.set(verb, [...(forms.get(verb) ?? []), past])
  }
  return forms
})()
