export * from "./ChainClients.ts"
export * from "./LocalFacilitator.ts"
export * from "./X402Facilitator.ts"
