import { describe, expect, it } from "vitest"
import { titledForAnimals } from "../../src/evidence/AnimalPages.ts"
import { analyzeQuery } from "../../src/evidence/QueryAnalysis.ts"
import { textTokens } from "../../src/evidence/TextTokens.ts"

describe("titledForAnimals", () => {
  const titled = (query: string, title: string) => titledForAnimals(analyzeQuery(query), textTokens(title))

  it("marks a page titled for pets when the question names no animal", () => {
    expect(titled("how much water should I drink a day", "How Much Water Should My Dog Drink? | PetMD")).toBe(true)
    expect(titled("normal body temperature", "Normal temperature in cats and kittens")).toBe(true)
  })

  it("keeps pages for the body asked about, and every page when the question names an animal", () => {
    expect(titled("how much water should I drink a day", "Water: how much should you drink every day?")).toBe(false)
    expect(titled("how much water should a dog drink", "How Much Water Should My Dog Drink? | PetMD")).toBe(false)
  })
})
