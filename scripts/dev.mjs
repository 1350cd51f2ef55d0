// Watch mode: sandbox and api restart on change (tsx watch); the SPA is served by Vite with HMR on :5173.
import { spawn } from 'node:child_process';

const run = (args) => spawn('npx', args, { stdio: 'inherit', env: process.env });
const children = [
  run(['tsx', 'watch', 'apps/sandbox/src/main.ts']),
  run(['tsx', 'watch', 'apps/api/src/main.ts']),
  run(['vite', '--config', 'apps/web/vite.config.ts']),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
