// The benchmark's side of query-counter.mjs: preload it into a server child and read its count.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, SERVER_ENTRY } from '../../scripts/lib/server-harness.mjs';

/** The API server command with the statement counter preloaded (for startApiServer). */
export const COUNTED_SERVER_COMMAND = [
  process.execPath,
  ['--import', 'tsx', '--import', join(ROOT, 'bench/lib/query-counter.mjs'), SERVER_ENTRY],
];

/**
 * Reads the counter of a child started with COUNTED_SERVER_COMMAND. Pass `onOutput` as the
 * `log` option of startApiServer, then `read(child)` resolves with the statements sent so far.
 */
export function createQueryCountReader() {
  let buffer = '';
  const waiting = [];
  return {
    onOutput(chunk) {
      buffer += chunk;
      let match;
      while ((match = /query-count (\{[^\n]*\})\n/.exec(buffer))) {
        buffer = buffer.slice(match.index + match[0].length);
        waiting.shift()?.(JSON.parse(match[1]).statements);
      }
      buffer = buffer.slice(-4096);
    },
    read(child) {
      return new Promise((resolve) => {
        waiting.push(resolve);
        child.kill('SIGUSR2');
      });
    },
  };
}

/** SQL statements per request over exactly `amount` requests (the same concurrency as the load). */
export async function statementsPerRequest(server, reader, url, { headers, amount = 2000 } = {}) {
  const before = await reader.read(server.child);
  const r = await autocannon({ url, headers, connections: 10, amount });
  const after = await reader.read(server.child);
  if (r.non2xx || r.errors) throw new Error(`counted run: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return Math.round(((after - before) / r.requests.total) * 100) / 100;
}
