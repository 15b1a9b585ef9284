import { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { ERROR_CODES, ID_SCAN_MESSAGES } from '@aml/contracts';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { registerErrorHandler } from '../../plugins/error-handler';
import { createIdScanService, type IdScanLogger, type IdScanService, IdScanWorkerError } from './id-scan.service';
import type { WorkerMessage } from './worker-protocol';

type WorkerReply = WorkerMessage extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

/** A stand-in worker thread that answers every scan with `reply` (the real one runs the OCR pipeline). */
function workerAnswering(reply: WorkerReply): () => Worker {
  const source = `
    const { parentPort } = require('node:worker_threads');
    const reply = ${JSON.stringify(reply)};
    parentPort.on('message', (message) => parentPort.postMessage({ ...reply, id: message.id }));
    parentPort.postMessage({ type: 'ready' });
  `;
  return () => new Worker(source, { eval: true });
}

function recordingLogger() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (details: Record<string, unknown>, message: string): void => {
      lines.push({ level, details, message });
    };
  const logger: IdScanLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let service: IdScanService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('id-scan service: failures of the scan', () => {
  it('answers 422 "Failed to process image" for an upload the decoder refuses, and notes why', async () => {
    const { logger, lines } = recordingLogger();
    service = createIdScanService({
      logger,
      startWorker: workerAnswering({
        type: 'result',
        outcome: { ok: false, reason: 'undecodable', cause: 'Error: VipsJpeg: premature end of JPEG file' },
      }),
    });
    const error = await service.scan({ bytes: PNG, filename: 'cut.png' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 422, code: ERROR_CODES.idScanFailed, message: ID_SCAN_MESSAGES.failure });
    expect(lines).toEqual([
      {
        level: 'info',
        details: { cause: 'Error: VipsJpeg: premature end of JPEG file' },
        message: 'id-scan: the upload could not be decoded',
      },
    ]);
  });

  it('answers 422 for a photo with no document in it, which is no fault and logs nothing', async () => {
    const { logger, lines } = recordingLogger();
    service = createIdScanService({
      logger,
      startWorker: workerAnswering({ type: 'result', outcome: { ok: false, reason: 'unreadable' } }),
    });
    await expect(service.scan({ bytes: PNG, filename: 'desk.png' })).rejects.toMatchObject({ statusCode: 422 });
    expect(lines).toEqual([]);
  });

  it('reports an exception in the worker as the bug it is: not an AppError, with the worker stack', async () => {
    service = createIdScanService({
      startWorker: workerAnswering({
        type: 'failed',
        error: {
          name: 'TypeError',
          message: "Cannot read properties of undefined (reading 'box')",
          stack: 'TypeError: Cannot read properties of undefined\n    at readFront (scan-pipeline.ts:80:12)',
        },
      }),
    });
    const error = await service.scan({ bytes: PNG, filename: 'p.png' }).catch((e: unknown) => e);
    // Not an AppError: the error handler logs it with the request id and answers 500 without internals.
    expect(error).toBeInstanceOf(IdScanWorkerError);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).message).toBe(
      "id-scan worker: TypeError: Cannot read properties of undefined (reading 'box')",
    );
    expect((error as Error).stack).toContain('at readFront (scan-pipeline.ts:80:12)');
  });

  it('becomes a logged 500 through the error handler, with no internals in the answer', async () => {
    service = createIdScanService({
      startWorker: workerAnswering({
        type: 'failed',
        error: {
          name: 'RangeError',
          message: 'Invalid typed array length: -4',
          stack: 'RangeError: Invalid typed array length',
        },
      }),
    });
    const logged: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerErrorHandler(app);
    const scanner = service;
    app.post('/scan', async () => scanner.scan({ bytes: PNG, filename: 'p.png' }));
    const res = await app.inject({ method: 'POST', url: '/scan' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ERROR_CODES.internal, message: 'Something went wrong.' });
    const line = logged.find((l) => l.msg === 'unhandled error') as { err?: { type?: string; message?: string } };
    expect(line?.err).toMatchObject({
      type: 'IdScanWorkerError',
      message: 'id-scan worker: RangeError: Invalid typed array length: -4',
    });
    expect(line).toHaveProperty('reqId');
    await app.close();
  });
});
