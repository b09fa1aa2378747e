/**
 * A PostgreSQL server for the benchmarks that need one (several server processes on one
 * database, issue 19): BENCH_DATABASE_URL when given, else a throwaway server started from
 * Debian's binaries as the postgres user (the server refuses root), as .ci/run does, and
 * removed afterwards. Undefined when neither is possible; those rows are then left out.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchPostgres {
  url: string;
  stop: () => void;
}

function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(join(bin, 'postgres')));
}

const asPostgres = (command: string) => execFileSync('su', ['postgres', '-c', command], { stdio: 'ignore' });

export function startBenchPostgres(port = 55_499): BenchPostgres | undefined {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const bin = postgresBinaries();
  if (bin === undefined || process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'epc-bench-pg-'));
  chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const data = join(dir, 'data');
  try {
    asPostgres(`${bin}/initdb -D '${data}' -A trust -U postgres`);
    asPostgres(
      `${bin}/pg_ctl -D '${data}' -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200' -l '${dir}/log' -w start`,
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    console.warn('No PostgreSQL server for the benchmarks:', error);
    return undefined;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asPostgres(`${bin}/pg_ctl -D '${data}' -m fast stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
