export * from "./TldtsHostClassifier.ts"
