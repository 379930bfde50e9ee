import { describe, expect, it } from "vitest"
import { codeTokensOf } from "../../src/evidence/CodeTokens.ts"

describe("codeTokensOf", () => {
  it("keeps flags, expressions and placeholders as written, without the punctuation around them", () => {
    const tokens = codeTokensOf("Run (-f) or `--force`, then */15 * * * * and git branch -m <new-name>.")
    expect([...tokens]).toEqual(expect.arrayContaining(["-f", "--force", "*/15", "<new-name>"]))
  })

  it("adds the operator a pinned or compared value writes", () => {
    expect([...codeTokensOf("pip install 'requests==2.31.0' or 'requests>=2'")]).toEqual(
      expect.arrayContaining(["requests==2.31.0", "==", "requests>=2", ">="])
    )
  })

  it("reads a key combination however it is spaced, each modifier by one name", () => {
    const answer = codeTokensOf("Chrome on Windows: press Ctrl + Shift + R. On a Mac: Cmd+Shift+R, or Shift+F5.")
    expect([...answer]).toEqual(expect.arrayContaining(["ctrl+shift+r", "cmd+shift+r", "shift+f5"]))
    expect([...codeTokensOf("Reload ignoring the cache: Control+Shift+r. On a Mac: ⌘ + Shift + r.")]).toEqual(
      expect.arrayContaining(["ctrl+shift+r", "cmd+shift+r"])
    )
    expect([...codeTokensOf("C++ and a+b are no keys; neither is shift + lift")]).toEqual([])
  })

  it("reads a key combination however it is ordered or joined: Apple's 'Shift-Command-3' is 'Cmd+Shift+3'", () => {
    expect([...codeTokensOf("Press Shift-Command-3 to capture the entire screen.")]).toEqual(["cmd+shift+3"])
    expect([...codeTokensOf("Command+Shift+3 grabs the whole screen.")]).toEqual(["cmd+shift+3"])
    expect([...codeTokensOf("Write the alt-text and a shift-based cipher.")]).toEqual([])
  })

  it("reads a punctuation key, written or named, as one key", () => {
    expect([...codeTokensOf("To insert the current date, press Ctrl+; (semicolon).")]).toEqual(["ctrl+;"])
    expect([...codeTokensOf("Windows Ctrl + ; and Mac Control + ;.")]).toEqual(["ctrl+;"])
    expect([...codeTokensOf("press Command + Shift + . (period)")]).toEqual(["cmd+shift+."])
    expect([...codeTokensOf("the shortcut Command-Shift-Period.")]).toEqual(["cmd+shift+."])
  })

  it("reads a substitution by its range and flags, whatever it substitutes", () => {
    const vim = codeTokensOf("Use :%s/old/new/g to replace in every line.")
    expect(vim).toContain(":%s/old/new/g")
    expect([...vim].filter((token) => codeTokensOf("Example: :%s/x/y/g replaces every x.").has(token))).toEqual([
      ":%s/…/…/g"
    ])
    expect(codeTokensOf("sed -i 's/foo/bar/g' file.txt")).toContain("s/…/…/g")
    expect([...codeTokensOf(":s/foo/bar/ replaces the first only")]).not.toContain(":%s/…/…/g")
    expect([...codeTokensOf("see docs/api/v1/users")]).toEqual(["docs/api/v1/users"])
  })

  it("holds no plain words, numbers, dates or fractions", () => {
    expect([...codeTokensOf("In 2024/05 about 1/2 of users, 3.5% - a third - upgraded.")]).toEqual([])
  })
})
