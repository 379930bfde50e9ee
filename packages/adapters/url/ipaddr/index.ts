export * from "./AddressRange.ts"
