// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with hot reload, together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@aml/server'], { stdio: 'inherit', env: { ...process.env, WEB_DIST: '' } }),
  spawn('npm', ['run', 'dev', '-w', '@aml/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
