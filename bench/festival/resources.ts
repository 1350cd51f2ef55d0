// CPU and memory of the api processes (summed over the replicas) and of PostgreSQL (the postmaster and its backends), read from /proc while the
// rush runs: CPU as a share of one core over the rush, memory as the peak proportional set size (PSS, so the shared
// buffers PostgreSQL's processes share are counted once).
import fs from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100;

function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function pssMb(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      /* ended */
    }
  }
  return pids;
}

export interface Usage {
  /** CPU over the measured time, as a share of one core (1.0 = one core busy all along). */
  cores: number;
  peakMb: number;
}

export interface Sampler {
  stop(): { api: Usage; postgres: Usage; sandbox: Usage; loadGenerator: Usage; seconds: number };
}

export function sampleResources(apiPids: number[], pgDir: string, sandboxPid: number): Sampler {
  const postmaster = Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  // Backends come and go: each one's CPU is kept at its last reading, the first reading as its start.
  const pgFirst = new Map<number, number>();
  const pgLast = new Map<number, number>();
  const readPostgres = () => {
    let mb = 0;
    for (const pid of [postmaster, ...childrenOf(postmaster)]) {
      const cpu = cpuSeconds(pid);
      if (!pgFirst.has(pid)) pgFirst.set(pid, 0);
      pgLast.set(pid, cpu);
      mb += pssMb(pid);
    }
    return mb;
  };
  // Processes present at the start count from their reading then; backends started later from zero.
  for (const pid of [postmaster, ...childrenOf(postmaster)]) pgFirst.set(pid, cpuSeconds(pid));
  // The api replicas together: CPU summed, and the peak of their summed memory.
  const apiCpu = () => apiPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const apiMb = () => apiPids.reduce((sum, pid) => sum + pssMb(pid), 0);
  const apiStart = apiCpu();
  const sandboxStart = cpuSeconds(sandboxPid);
  const selfStart = process.cpuUsage();
  let sandboxPeak = pssMb(sandboxPid);
  let selfPeak = pssMb(process.pid);
  const started = performance.now();
  let apiPeak = apiMb();
  let pgPeak = readPostgres();
  const timer = setInterval(() => {
    apiPeak = Math.max(apiPeak, apiMb());
    pgPeak = Math.max(pgPeak, readPostgres());
    sandboxPeak = Math.max(sandboxPeak, pssMb(sandboxPid));
    selfPeak = Math.max(selfPeak, pssMb(process.pid));
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      pgPeak = Math.max(pgPeak, readPostgres());
      const seconds = (performance.now() - started) / 1000;
      let pgCpu = 0;
      for (const [pid, last] of pgLast) pgCpu += last - (pgFirst.get(pid) ?? 0);
      return {
        seconds,
        api: { cores: (apiCpu() - apiStart) / seconds, peakMb: Math.round(apiPeak) },
        postgres: { cores: pgCpu / seconds, peakMb: Math.round(pgPeak) },
        sandbox: {
          cores: (cpuSeconds(sandboxPid) - sandboxStart) / seconds,
          peakMb: Math.round(sandboxPeak),
        },
        loadGenerator: {
          cores: (process.cpuUsage(selfStart).user + process.cpuUsage(selfStart).system) / 1e6 / seconds,
          peakMb: Math.round(selfPeak),
        },
      };
    },
  };
}
