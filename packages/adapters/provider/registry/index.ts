export { DEFAULT_PROVIDER, parseProviderNames } from "./ProviderNames.ts"
export * from "./ProviderRegistry.ts"
