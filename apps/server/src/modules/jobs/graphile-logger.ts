import { Logger } from 'graphile-worker';

type LogFn = {
  (message: string): void;
  (context: object, message?: string): void;
};

/** The pino methods the job runner writes to (the app's logger, or a child of it). */
export interface JobLog {
  error: LogFn;
  warn: LogFn;
  info: LogFn;
  debug: LogFn;
}

const noop = () => {};
export const silentJobLog: JobLog = { error: noop, warn: noop, info: noop, debug: noop };

/**
 * The job named by graphile's metadata, without its payload: a payload may carry a customer's data, which
 * stays out of the log. (The failure message graphile writes already holds the error and its stack.)
 */
function jobFields(meta: Record<string, unknown> | undefined): Record<string, unknown> {
  const job = meta?.job as { id?: unknown; task_identifier?: unknown; attempts?: unknown } | undefined;
  if (!job) return {};
  return { jobId: job.id, taskIdentifier: job.task_identifier, attempt: job.attempts };
}

/**
 * graphile-worker's logger, bridged to pino at the same levels (its "warning" is pino's "warn"), with its
 * scope (worker id, task, job id) as structured fields. The target is read at each message, so that the
 * queue made before the app's logger exists logs through that logger once the runner starts.
 */
export function graphileLogger(target: () => JobLog): Logger {
  return new Logger((scope) => (level: string, message: string, meta?: Record<string, unknown>) => {
    const context = { component: 'jobs', ...scope, ...jobFields(meta) };
    const log = target();
    switch (level) {
      case 'error':
        log.error(context, message);
        break;
      case 'warning':
        log.warn(context, message);
        break;
      case 'info':
        log.info(context, message);
        break;
      default:
        log.debug(context, message);
    }
  });
}
