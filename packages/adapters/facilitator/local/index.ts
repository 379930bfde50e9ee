export * from "./LocalFacilitator.ts"
