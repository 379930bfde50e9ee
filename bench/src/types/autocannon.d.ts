/** The slice of autocannon 9 that AutocannonRun.ts uses (the package ships no declarations). */
declare module "autocannon" {
  export interface RawRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }

  export interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: unknown) => RawRequest
    onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    requests?: Array<RequestSpec>
  }

  export interface Histogram {
    p50: number
    p90: number
    p99: number
    max: number
    total: number
    totalCount: number
  }

  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    "4xx": number
    "5xx": number
    statusCodeStats?: Record<string, { count: number }>
    latency: Histogram
    throughput: Histogram
  }

  export interface Instance {
    stop(): void
  }

  export default function autocannon(options: Options, callback: (error: unknown, result: Result) => void): Instance
}
