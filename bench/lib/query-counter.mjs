// Preloaded into the API server child by bench/api.mjs (`node --import …/query-counter.mjs`):
// counts the SQL statements the process sends, whichever driver it uses, so the benchmark can
// report statements per request. On SIGUSR2 it prints `query-count {"statements":n}` to stderr
// (see `readQueryCount` below), which the benchmark reads from the child's output.
//
// node-postgres: every statement, pooled or on a dedicated connection, goes through
// Client.prototype.query (BEGIN and COMMIT included). PGlite: every statement, inside a
// transaction or not, goes through _runExclusiveQuery.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

let statements = 0;

function count(proto, name) {
  const original = proto[name];
  if (typeof original !== 'function') throw new Error(`query-counter: no ${name} to wrap`);
  proto[name] = function counted(...args) {
    statements++;
    return original.apply(this, args);
  };
}

count(pg.Client.prototype, 'query');
count(PGlite.prototype, '_runExclusiveQuery');

process.on('SIGUSR2', () => {
  process.stderr.write(`query-count ${JSON.stringify({ statements })}\n`);
});
