import { randomBytes } from "node:crypto"
import { parentPort, workerData } from "node:worker_threads"
import { type Address, type Hex, toHex } from "viem"
import { privateKeyToAddress, sign } from "viem/accounts"
import { type Authorization, authorizationDigest, checkDigest } from "./Eip3009.ts"
import { PAY_TO, PRICE } from "./Offer.ts"
import { paymentHeader } from "./PaymentHeader.ts"

/** What the bench asks one worker to sign: lines `from` (inclusive) to `to` (exclusive) of the pool. */
export interface SignJob {
  /** Distinguishes this pool's Idempotency-Keys from any other pool's. */
  readonly poolId: string
  readonly privateKeys: ReadonlyArray<Hex>
  readonly from: number
  readonly to: number
  readonly validAfter: number
  readonly validBefore: number
}

/** Lines per message to the bench: bounded messages however large the slice. */
const CHUNK = 2_000

/**
 * Signs one slice of the pool: each line is `Idempotency-Key <TAB> PAYMENT-SIGNATURE`, a distinct EIP-3009
 * authorization (random 32-byte nonce) signed for real over the EIP-712 TransferWithAuthorization digest and
 * wrapped in the x402 v2 payload the official client sends. Posts the lines in chunks, then `null`.
 */
const signSlice = async (job: SignJob, post: (chunk: string | null) => void): Promise<void> => {
  const payers = job.privateKeys.map((privateKey) => ({ privateKey, address: privateKeyToAddress(privateKey) }))
  const lines: Array<string> = []
  for (let i = job.from; i < job.to; i++) {
    const payer = payers[i % payers.length]!
    const authorization: Authorization = {
      from: payer.address,
      to: PAY_TO as Address,
      value: BigInt(PRICE),
      validAfter: BigInt(job.validAfter),
      validBefore: BigInt(job.validBefore),
      nonce: toHex(randomBytes(32))
    }
    if (i === job.from) checkDigest(authorization)
    const signature = await sign({ hash: authorizationDigest(authorization), privateKey: payer.privateKey, to: "hex" })
    const header = paymentHeader(
      {
        from: authorization.from,
        to: authorization.to,
        value: PRICE,
        validAfter: String(job.validAfter),
        validBefore: String(job.validBefore),
        nonce: authorization.nonce
      },
      signature
    )
    lines.push(`bench-${job.poolId}-${i}\t${header}\n`)
    if (lines.length === CHUNK) post(lines.splice(0).join(""))
  }
  if (lines.length > 0) post(lines.join(""))
  post(null)
}

await signSlice(workerData as SignJob, (chunk) => parentPort?.postMessage(chunk))
