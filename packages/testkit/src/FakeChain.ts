import type { PaymentPayload } from "@evidence-pack/core"
import { nonceOf, payerOf } from "@evidence-pack/core"

/** One transfer the fake token executed. */
export interface Transfer {
  readonly transaction: string
  readonly from: string
  readonly to: string
  readonly value: bigint
  readonly nonce: string
}

/**
 * A model of an EIP-3009 token: balances and used authorization nonces. It is the ground truth the property tests
 * check invariants against ("who was charged, how often"), as the real token is on anvil.
 */
export class FakeChain {
  readonly transfers: Array<Transfer> = []
  private readonly balances = new Map<string, bigint>()
  private readonly used = new Map<string, string>()

  fund(address: string, value: bigint): void {
    this.balances.set(address.toLowerCase(), this.balanceOf(address) + value)
  }

  balanceOf(address: string): bigint {
    return this.balances.get(address.toLowerCase()) ?? 0n
  }

  /** The transaction that used this authorization, if any. */
  usedBy(payment: PaymentPayload): string | undefined {
    return this.used.get(`${payerOf(payment)}:${nonceOf(payment)}`)
  }

  /**
   * Forgets which authorizations were used. For a long test that measures the memory of the process holding this
   * chain (the soak): like emptying `transfers`, it keeps the chain's records out of the app's figures. Only
   * correct when the forgotten authorizations are never sent again.
   */
  forgetUsedAuthorizations(): void {
    this.used.clear()
  }

  /** Why `transferWithAuthorization` would revert now, or undefined when it would succeed. */
  refusal(payment: PaymentPayload, nowSeconds: number): string | undefined {
    const auth = payment.payload.authorization
    if (this.usedBy(payment) !== undefined) return "invalid_exact_evm_nonce_already_used"
    if (BigInt(auth.validBefore) <= BigInt(nowSeconds)) return "invalid_exact_evm_payload_authorization_valid_before"
    if (BigInt(auth.validAfter) > BigInt(nowSeconds)) return "invalid_exact_evm_payload_authorization_valid_after"
    if (this.balanceOf(auth.from) < BigInt(auth.value)) return "insufficient_funds"
    if (!payment.payload.signature.startsWith("0x")) return "invalid_exact_evm_payload_signature"
    return undefined
  }

  /** Executes the transfer (the caller checked `refusal`). */
  transfer(payment: PaymentPayload): string {
    const auth = payment.payload.authorization
    const transaction = `0x${(this.transfers.length + 1).toString(16).padStart(64, "0")}`
    const value = BigInt(auth.value)
    this.balances.set(auth.from.toLowerCase(), this.balanceOf(auth.from) - value)
    this.balances.set(auth.to.toLowerCase(), this.balanceOf(auth.to) + value)
    this.used.set(`${payerOf(payment)}:${nonceOf(payment)}`, transaction)
    this.transfers.push({
      transaction,
      from: payerOf(payment),
      to: auth.to.toLowerCase(),
      value,
      nonce: nonceOf(payment)
    })
    return transaction
  }
}
