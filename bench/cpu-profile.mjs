// BENCH_PROFILE=1 preloads this into the api process (NODE_OPTIONS=--import): a CPU profile of the whole run is
// written to bench/results/profiles when the api ends (open it in Chrome DevTools, Performance).
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

// The built api (npm run bench) or its source (npm run bench:festival, FESTIVAL_API_NODE_OPTIONS=--import …).
if (
  process.argv.some((arg) => arg.endsWith('apps/api/dist/main.js') || arg.endsWith('apps/api/src/main.ts'))
) {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      const dir = path.resolve('bench/results/profiles');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `api-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
