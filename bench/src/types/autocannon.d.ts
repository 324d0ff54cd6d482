// autocannon 9 ships no types; only what bench/src/api-load.ts uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    idReplacement?: boolean;
    timeout?: number;
    /** Requests a second over all connections, at most. */
    overallRate?: number;
    /** The requests each connection sends in turn; setupRequest may change each one before it goes. */
    requests?: { setupRequest?: (request: RequestShape) => RequestShape }[];
  }
  interface RequestShape {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export type { Result, RequestShape };
  export default autocannon;
}
