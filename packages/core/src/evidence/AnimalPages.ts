import { KeyTable } from "./KeyTable.ts"
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
/** Their stems' keys, in a typed-array table (`KeyTable`): every candidate's title terms are looked up in it. */
const ANIMAL_KEYS = KeyTable.indexOf(ANIMAL_WORDS.map((word) => termKey(stem(word))))

/** Whether one of the keys is an animal word's stem. */
const holdsAnimal = (keys: ReadonlyArray<number>): boolean => {
  for (let i = 0; i < keys.length; i++) if (ANIMAL_KEYS.has(keys[i]!)) return true
  return false
}

/**
 * Whether a page is titled for animals ("How to Remove a Tick From Your Dog", "Normal Heart Rate for Dogs") while the
 * question names none: it answers the same words for another body. A question naming an animal is about it, and a
 * page mentioning one only in its text ("46 in humans and 78 in dogs") is still judged by its words.
 */
export const titledForAnimals = (query: QueryAnalysis, title: TextTokens): boolean =>
  !holdsAnimal(query.termKeys) && holdsAnimal(title.terms.keys)
