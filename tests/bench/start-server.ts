// Starts `src/server/main.ts` as `npm start` does and reports how long it took to listen.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface StartedServer {
  url: string;
  /** The server process, for reading its memory (/proc/<pid>/status). */
  pid: number | undefined;
  wallMs: number;
  stop: () => Promise<void>;
}

/** The Node flags `npm start` gives the server (package.json's serve script), so the bench measures it as it runs. */
function serverNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const flags = /^tsx (.*)src\/server\/main\.ts$/.exec(scripts['serve'] ?? '')?.[1];
  if (flags === undefined) throw new Error('package.json\'s serve script is not "tsx [flags] src/server/main.ts"');
  return flags.split(' ').filter((flag) => flag !== '');
}

export function startServer(env: Record<string, string>): Promise<StartedServer> {
  const startedAt = performance.now();
  const args = [...serverNodeFlags(), '--import', 'tsx', 'src/server/main.ts'];
  const server: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let listening = false;
    server.stdout?.on('data', (chunk: Buffer) => {
      // Once listening, the log is read and dropped: kept and searched, a server logging
      // every request (LOG_LEVEL=info) would have the bench spend its core on the log.
      if (listening) return;
      output += chunk.toString();
      const url = /running at (https?:\/\/\S+)/.exec(output)?.[1];
      if (!url) return;
      listening = true;
      output = '';
      resolve({
        url,
        pid: server.pid,
        wallMs: performance.now() - startedAt,
        stop: () =>
          new Promise((done) => {
            server.once('exit', () => done());
            server.kill('SIGTERM');
          }),
      });
    });
    server.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${output}`)));
  });
}
