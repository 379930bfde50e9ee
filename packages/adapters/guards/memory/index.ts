export * from "./MemoryCounters.ts"
