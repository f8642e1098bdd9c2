// The tables bench/sockets.mjs prints.
const col = (key, label, right = true) => ({ key, label, align: right ? 'right' : 'left' });

export function socketTables(setup, results) {
  const { corporates, perCorporate, seconds, clientProcs } = setup;
  return [
    {
      title: `Realtime: trip:update delivery, ${corporates} corporate rooms × ${perCorporate} sockets, one update per room per second for ${seconds} s (clients in ${clientProcs} process(es) on the same machine)`,
      columns: [
        col('scenario', 'scenario', false),
        col('clients', 'clients', false),
        col('sockets', 'sockets'),
        col('delivered', 'delivered'),
        col('expected', 'expected'),
        col('lost', 'lost'),
        col('p50Ms', 'p50 ms'),
        col('p95Ms', 'p95 ms'),
        col('p99Ms', 'p99 ms'),
        col('maxMs', 'max ms'),
        col('loadAvg', 'load avg (before → after)'),
      ],
      rows: results.flatMap((r) => r.latencyRows),
    },
    {
      title:
        'Realtime: server memory (after a full GC) before and after the connections, and after the run; CPU and event-loop delay while emitting',
      columns: [
        col('scenario', 'scenario', false),
        col('instance', 'instance', false),
        col('sockets', 'sockets'),
        col('rssBefore', 'RSS before MiB'),
        col('rssAfter', 'RSS connected MiB'),
        col('rssAfterRun', 'RSS after run MiB'),
        col('heapBefore', 'heap before MiB'),
        col('heapAfter', 'heap connected MiB'),
        col('heapAfterRun', 'heap after run MiB'),
        col('rssPerSocketKiB', 'RSS KiB/socket'),
        col('heapPerSocketKiB', 'heap KiB/socket'),
        col('cpuPct', 'CPU %'),
        col('loopP99Ms', 'loop p99 ms'),
      ],
      rows: results.flatMap((r) => r.memoryRows),
    },
    {
      title: 'Realtime: the client processes (is the load generator keeping up?)',
      columns: [
        col('scenario', 'scenario', false),
        col('process', 'process'),
        col('sockets', 'sockets'),
        col('stillConnected', 'connected at end'),
        col('disconnects', 'disconnects'),
        col('connectS', 'connect s'),
        col('cpuPct', 'CPU %'),
        col('loopP99Ms', 'loop p99 ms'),
        col('rssMiB', 'RSS MiB'),
        col('kibPerSocket', 'RSS KiB/socket'),
      ],
      rows: results.flatMap((r) => r.clientRows),
    },
  ];
}
