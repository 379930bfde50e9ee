export { type CdpApiKey, cdpSigner, JWT_LIFETIME_SECONDS } from "./CdpAuth.ts"
export * as ChainReader from "./ChainReader.ts"
// What a facilitator's answer means is the same in-process: the local facilitator classifies with these rules.
export type { Answer } from "./HttpExchange.ts"
export * from "./HttpFacilitator.ts"
export { classifySettle, isDefinitive } from "./SettleClassification.ts"
export { supportsOffer } from "./Supported.ts"
export { classifyVerify } from "./VerifyClassification.ts"
