import { PRICE_DISPLAY } from "@evidence-pack/core"
import { RESOURCE_DESCRIPTION } from "@evidence-pack/runtime/Offer"
import type { HttpSettingsShape } from "../edge/HttpSettings.ts"

/** Where everything is, for a client that knows only the base URL. */
export const frontDoorLinks = (settings: HttpSettingsShape) => ({
  evidence: `${settings.baseUrl}/v1/evidence`,
  openapi: `${settings.baseUrl}/openapi.json`,
  manifest: `${settings.baseUrl}/.well-known/x402`,
  skill: `${settings.baseUrl}/skill.md`,
  docs: `${settings.baseUrl}/docs`
})

/** `GET /` for API clients. */
export const frontDoorJson = (settings: HttpSettingsShape) => ({
  name: "evidence-pack",
  description: RESOURCE_DESCRIPTION,
  price: `${PRICE_DISPLAY} USDC per fulfilled pack, paid with x402 v2 (exact) on ${settings.offer.requirements.network}`,
  start_here: "Read /skill.md, then POST /v1/evidence with an Idempotency-Key; the 402 tells you how to pay.",
  links: frontDoorLinks(settings)
})

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;")

/** `GET /` for browsers: the same links, readable. */
export const frontDoorHtml = (settings: HttpSettingsShape) => {
  const links = frontDoorLinks(settings)
  const item = (href: string, label: string, what: string) =>
    `<li><a href="${escapeHtml(href)}">${label}</a>: ${what}</li>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>evidence-pack</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; line-height: 1.5">
<h1>evidence-pack</h1>
<p>${escapeHtml(RESOURCE_DESCRIPTION)}. ${PRICE_DISPLAY} USDC per fulfilled pack, paid with
<a href="https://www.x402.org">x402</a>; failed validation costs nothing.</p>
<ul>
${item(links.docs, "API reference", "the OpenAPI document, rendered")}
${item(links.skill, "skill.md", "the agent guide with a worked example")}
${item(links.openapi, "openapi.json", "OpenAPI 3.1")}
${item(links.manifest, ".well-known/x402", "the x402 manifest")}
</ul>
<p><code>POST ${escapeHtml(links.evidence)}</code></p>
</body></html>
`
}
