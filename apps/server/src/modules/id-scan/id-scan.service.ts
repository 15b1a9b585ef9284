import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ERROR_CODES, ID_CARD_SCAN, ID_SCAN_MESSAGES, type IdScanResult } from '@aml/contracts';
import { AppError, invalidField } from '../../lib/app-error';
import { sniffUpload } from './upload-check';
import type { ScanRequestMessage, WorkerMessage } from './worker-protocol';

/** The part of pino's logger the service uses (the app's logger; tests pass a recording one). */
export interface IdScanLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface IdScanServiceOptions {
  /** A scan taking longer is abandoned and the worker restarted (a stuck engine must not pile up requests). */
  timeoutMs?: number;
  /** Scans waiting or running at once; beyond it callers are told to retry (2 cores, one OCR engine). */
  maxPending?: number;
  logger?: IdScanLogger;
  /** Starts the scan worker thread; tests pass a stand-in that answers as the real one would. */
  startWorker?: () => Worker;
}

export interface IdScanService {
  scan(upload: { bytes: Buffer; filename: string }): Promise<IdScanResult>;
  /** Starts the worker ahead of the first scan. */
  warm(): void;
  close(): Promise<void>;
}

/** A 400 in the one error model, placed on the upload control (`file`). */
export const uploadRefused = (message: string) => invalidField('file', message);
const failed = (status: number) => new AppError(ERROR_CODES.idScanFailed, status, ID_SCAN_MESSAGES.failure);

/**
 * An exception inside the scan worker: a bug, not a bad photo. It is not an AppError, so the error
 * handler logs it (with the request's id) and answers 500; the worker's stack is kept for that log.
 */
export class IdScanWorkerError extends Error {
  constructor(failure: { name: string; message: string; stack?: string | undefined }) {
    super(`id-scan worker: ${failure.name}: ${failure.message}`);
    this.name = 'IdScanWorkerError';
    if (failure.stack) this.stack = `${this.name}: ${this.message}\n(worker stack) ${failure.stack}`;
  }
}

/**
 * Starts the worker: in production the bundled file beside dist/server.js (build.mjs emits
 * dist/id-scan-worker.js); from the TypeScript sources (dev server, tests) a two-line bootstrap that
 * registers tsx's loader inside the worker first, because Node 20 does not apply `--import tsx` from
 * execArgv to a worker's own entry module.
 */
function startScanWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./id-scan-worker.js', here));
  const require = createRequire(here);
  const tsxPackage = require.resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(tsxPackage, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = pathToFileURL(
    path.join(path.dirname(tsxPackage), manifest.exports['./esm/api']?.import.default ?? ''),
  ).href;
  const entry = new URL('./id-scan-worker.ts', here).href;
  const bootstrap = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true });
}

/** Refuses what is not a JPEG, PNG or PDF of at most 5 MB (spec 2 §5.2), judged by content. */
export function checkUpload(bytes: Buffer, filename: string) {
  if (bytes.length > ID_CARD_SCAN.maxBytes) throw uploadRefused(ID_SCAN_MESSAGES.tooLarge(filename));
  const kind = sniffUpload(bytes);
  if (!kind) throw uploadRefused(ID_SCAN_MESSAGES.invalidType(filename));
  return kind;
}

interface Pending {
  resolve(result: IdScanResult): void;
  reject(error: Error): void;
  filename: string;
  timer: NodeJS.Timeout;
}

export function createIdScanService(options: IdScanServiceOptions = {}): IdScanService {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxPending = options.maxPending ?? 6;
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let nextId = 1;
  let closed = false;

  const startWorker = options.startWorker ?? startScanWorker;

  const failAll = (details: Record<string, unknown>) => {
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      job.reject(failed(500));
      pending.delete(id);
    }
    options.logger?.error(details, 'id-scan worker stopped');
  };

  const start = (): Worker => {
    if (worker) return worker;
    const created = startWorker();
    created.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') return;
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      clearTimeout(job.timer);
      if (message.type === 'failed') {
        job.reject(new IdScanWorkerError(message.error));
        return;
      }
      const { outcome } = message;
      if (outcome.ok) job.resolve(outcome.result);
      else if (outcome.reason === 'too-many-pages')
        job.reject(uploadRefused(ID_SCAN_MESSAGES.tooManyPages(job.filename)));
      else {
        // The upload's fault (a corrupt or truncated file, or no document found): 422, noted for support.
        if (outcome.reason === 'undecodable')
          options.logger?.info({ cause: outcome.cause }, 'id-scan: the upload could not be decoded');
        job.reject(failed(422));
      }
    });
    created.on('error', (error) => {
      if (worker === created) worker = null;
      failAll({ err: error });
    });
    created.on('exit', (code) => {
      if (worker === created) worker = null;
      if (!closed && pending.size > 0) failAll({ exitCode: code });
    });
    // The worker must not keep the process alive once the server has closed.
    created.unref();
    worker = created;
    return created;
  };

  return {
    warm() {
      if (!closed) start();
    },

    scan({ bytes, filename }) {
      const kind = checkUpload(bytes, filename);
      if (pending.size >= maxPending)
        return Promise.reject(new AppError(ERROR_CODES.idScanBusy, 503, ID_SCAN_MESSAGES.busy));
      const target = start();
      const id = nextId++;
      return new Promise<IdScanResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(failed(500));
          options.logger?.warn({ timeoutMs }, 'id-scan timed out; restarting the worker');
          // The engine may be stuck on this page: a fresh worker serves the next scans.
          if (worker === target) worker = null;
          void target.terminate();
        }, timeoutMs);
        pending.set(id, { resolve, reject, filename, timer });
        // A copy the worker owns: the upload buffer may be a slice of a pooled allocation.
        const copy = new Uint8Array(bytes);
        const message: ScanRequestMessage = { id, kind, bytes: copy };
        target.postMessage(message, [copy.buffer]);
      });
    },

    async close() {
      closed = true;
      const current = worker;
      worker = null;
      for (const [id, job] of pending) {
        clearTimeout(job.timer);
        job.reject(failed(503));
        pending.delete(id);
      }
      if (current) await current.terminate();
    },
  };
}
