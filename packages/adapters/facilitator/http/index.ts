export * as ChainReader from "./ChainReader.ts"
export * from "./HttpFacilitator.ts"
export { isDefinitive } from "./SettleClassification.ts"
export { supportsOffer } from "./Supported.ts"
