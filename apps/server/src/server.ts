import { loadConfig } from './config';
import { createRuntime, formatSeededLogins } from './runtime';

const started = performance.now();
const config = loadConfig();
const say = (message: string) => process.stdout.write(`${message}\n`);

try {
  const runtime = await createRuntime(config, say);
  await runtime.app.listen({ port: config.port, host: config.host });
  const baseUrl = `http://localhost:${config.port}`;
  const banner = formatSeededLogins(runtime.seeded, baseUrl);
  if (banner) say(banner);
  say(
    `Ready on ${baseUrl} (database: ${runtime.opened.mode}, started in ${Math.round(performance.now() - started)} ms)`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal} received, stopping`);
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
