// The part of autocannon's API the catalogue load bench uses (the package ships no types).
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Builds the request afresh before each send. */
    setupRequest?: () => AutocannonRequest;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface AutocannonResult {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    pipelining?: number;
    amount?: number;
    duration?: number;
    /** Milliseconds between samples; a run given an amount ends at the first sample after it. */
    sampleInt?: number;
    requests?: AutocannonRequest[];
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
