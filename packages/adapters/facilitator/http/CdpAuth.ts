import { createPrivateKey, type KeyObject, randomBytes } from "node:crypto"
import { Redacted } from "effect"
import { SignJWT } from "jose"

/**
 * Coinbase CDP's hosted facilitator authenticates every request with a short-lived JWT signed by a CDP API key,
 * not with a static bearer token. The claims bind the token to one request (`uris`: "METHOD host/path"), so a
 * token seen in transit cannot be replayed against another endpoint, and it expires within minutes.
 */

/** CDP's own SDK signs for 120 s; shorter would only add clock-skew failures. */
export const JWT_LIFETIME_SECONDS = 120

/** A CDP API key: its id (the JWT `kid` and `sub`) and its secret (Ed25519 base64, or an EC P-256 PEM). */
export interface CdpApiKey {
  readonly id: string
  readonly secret: Redacted.Redacted<string>
}

interface SigningKey {
  readonly alg: "EdDSA" | "ES256"
  readonly key: KeyObject
}

/** Raised at start-up for a secret that is neither key form; the message never quotes the secret. */
export class InvalidCdpKey extends Error {
  override readonly name = "InvalidCdpKey"
}

/**
 * CDP issues Ed25519 secrets as base64 of seed (32 bytes) followed by the public key (32 bytes), and ECDSA
 * secrets as a PEM (SEC1 "EC PRIVATE KEY" or PKCS#8); Node reads both PEM forms, jose's PKCS#8 import only one.
 */
const signingKeyOf = (secret: string): SigningKey => {
  const text = secret.trim().replaceAll("\\n", "\n")
  if (text.startsWith("-----BEGIN")) {
    const key = createPrivateKey({ key: text, format: "pem" })
    if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1") {
      throw new InvalidCdpKey("CDP_API_KEY_SECRET is a PEM key but not an EC P-256 key")
    }
    return { alg: "ES256", key }
  }
  const raw = Buffer.from(text, "base64")
  if (raw.length !== 64) {
    throw new InvalidCdpKey("CDP_API_KEY_SECRET is neither an Ed25519 key (64 bytes, base64) nor an EC PEM key")
  }
  const key = createPrivateKey({
    key: {
      kty: "OKP",
      crv: "Ed25519",
      d: raw.subarray(0, 32).toString("base64url"),
      x: raw.subarray(32).toString("base64url")
    },
    format: "jwk"
  })
  return { alg: "EdDSA", key }
}

/** Signs one JWT for one request. */
export type RequestSigner = (method: string, url: URL) => Promise<string>

/** Reads the key once (a bad secret fails here, at start-up) and returns the per-request signer. */
export const cdpSigner = (apiKey: CdpApiKey): RequestSigner => {
  const { alg, key } = signingKeyOf(Redacted.value(apiKey.secret))
  return (method, url) => {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ sub: apiKey.id, iss: "cdp", uris: [`${method} ${url.host}${url.pathname}`] })
      .setProtectedHeader({ alg, kid: apiKey.id, typ: "JWT", nonce: randomBytes(16).toString("hex") })
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + JWT_LIFETIME_SECONDS)
      .sign(key)
  }
}
