import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RedisServer, redisCli, startRedisServer } from "./RedisServer.ts"

/** A Redis Cluster of master-only nodes on loopback, formed with `redis-cli --cluster create`. */
export interface RedisCluster {
  readonly ports: ReadonlyArray<number>
  /** Seed nodes as a comma-separated URL list (the form REDIS_URL takes for a cluster). */
  readonly url: string
  readonly stop: () => Promise<void>
}

const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis))

const clusterOk = async (port: number) => (await redisCli(port, "cluster", "info")).includes("cluster_state:ok")

const awaitClusterOk = async (ports: ReadonlyArray<number>) => {
  for (let attempt = 0; attempt < 200; attempt++) {
    const states = await Promise.all(ports.map((port) => clusterOk(port).catch(() => false)))
    if (states.every(Boolean)) return
    await sleep(50)
  }
  throw new Error("Redis Cluster did not reach cluster_state:ok")
}

/** Starts `size` nodes (at least 3: redis-cli refuses fewer masters), forms the cluster, waits until it serves. */
export const startRedisCluster = async (size = 3): Promise<RedisCluster> => {
  const dir = await mkdtemp(join(tmpdir(), "ep-redis-cluster-"))
  const servers: Array<RedisServer> = []
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await rm(dir, { recursive: true, force: true })
  }
  try {
    // Pushed one by one, so a failure part way still stops the nodes that did start.
    await Promise.all(
      Array.from({ length: size }, async () => {
        servers.push(await startRedisServer({ dir, cluster: true }))
      })
    )
    const ports = servers.map((server) => server.port)
    const [first] = ports
    if (first === undefined) throw new Error("a cluster needs nodes")
    await redisCli(
      first,
      "--cluster",
      "create",
      ...ports.map((port) => `127.0.0.1:${port}`),
      "--cluster-replicas",
      "0",
      "--cluster-yes"
    )
    await awaitClusterOk(ports)
    return { ports, url: ports.map((port) => `redis://127.0.0.1:${port}`).join(","), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
