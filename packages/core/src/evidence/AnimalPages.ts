import type { QueryAnalysis } from "./QueryAnalysis.ts"
import { termKey } from "./TermKey.ts"
import { stem } from "./Terms.ts"
import type { TextTokens } from "./TextTokens.ts"

/** Words a page titles itself with when it is written for an animal's owner or vet. */
// biome-ignore format: a word list reads better packed
const ANIMAL_WORDS = [
  "dog", "dogs", "puppy", "puppies", "canine", "cat", "cats", "kitten", "kittens", "feline", "pet", "pets", "horse",
  "horses", "equine", "cattle", "livestock", "veterinary", "vet", "vets"
]
const ANIMAL_KEYS: ReadonlySet<number> = new Set(ANIMAL_WORDS.map((word) => termKey(stem(word))))

/**
 * Whether a page is titled for animals ("How to Remove a Tick From Your Dog", "Normal Heart Rate for Dogs") while the
 * question names none: it answers the same words for another body. A question naming an animal is about it, and a
 * page mentioning one only in its text ("46 in humans and 78 in dogs") is still judged by its words.
 */
export const titledForAnimals = (query: QueryAnalysis, title: TextTokens): boolean => {
  if (query.termKeys.some((key) => ANIMAL_KEYS.has(key))) return false
  for (const key of ANIMAL_KEYS) if (title.terms.has(key)) return true
  return false
}
