import * as MemoryStore from "@evidence-pack/adapters/store/memory"
import { storeConformance } from "../../src/StoreConformance.ts"

storeConformance("memory", { make: async () => MemoryStore.make() })
