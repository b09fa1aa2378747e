/**
 * The one plain line the server prints once it listens, which people and the start-up tests
 * wait for: from a single process (main.ts) or, with several, from their primary
 * (cluster/cluster-primary.ts).
 */
export function startedLine(tls: boolean, port: number): string {
  return `Parts catalogue running at ${tls ? 'https' : 'http'}://localhost:${port}`;
}
