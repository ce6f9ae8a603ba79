import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, all threads) the process `pid` has used so far, in ms, or NaN where /proc is
 * missing. Per request it is a steadier figure than latency on a machine other work shares: waiting for a
 * core shows in latency, not in CPU time. A PostgreSQL server's own processes are not counted.
 */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: fields are counted after its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5) (utime, stime), in clock ticks of 1/100 s on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
