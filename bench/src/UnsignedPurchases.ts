import { randomBytes } from "node:crypto"
import { PAY_TO, PRICE } from "./Offer.ts"
import { paymentHeader } from "./PaymentHeader.ts"
import type { Purchase } from "./PoolLines.ts"

const hex = (bytes: number) => `0x${randomBytes(bytes).toString("hex")}`

/**
 * Purchases that are not signed, for runs longer than signing allows (the long memory run: a million purchases):
 * each has its own Idempotency-Key and its own EIP-3009 authorization (a random 32-byte nonce, one of `payers`
 * random payer addresses, the bench offer's payee, amount and a validity window of a day), but a random 65-byte
 * placeholder where the signature goes. Our app never recovers a signature on a fresh purchase (verifying is the
 * facilitator's job, and the instant facilitator checks nothing), so the server does exactly the work a signed
 * purchase costs it; only the reference (C), whose middleware does not verify either here, could tell them apart.
 */
export const unsignedPurchases = (runId: string, payers: number): ((n: number) => Purchase) => {
  const addresses = Array.from({ length: payers }, () => hex(20))
  const now = Math.floor(Date.now() / 1000)
  const window = { validAfter: String(now - 600), validBefore: String(now + 86_400) }
  return (n) => ({
    key: `unsigned-${runId}-${n}`,
    signature: paymentHeader(
      { from: addresses[n % payers]!, to: PAY_TO, value: PRICE, ...window, nonce: hex(32) },
      hex(65)
    )
  })
}
