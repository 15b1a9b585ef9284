/**
 * The scan worker thread: decoding, image analysis and OCR run here, never on the request thread.
 * It keeps one Tesseract worker warm for its whole life and handles one scan at a time (the service
 * queues). It writes nothing to disk and logs nothing: the pages are identity documents. An exception is
 * sent back to the service, which reports it as the fault it is.
 */
import { parentPort } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { loadPdfJs } from './pdf-pages';
import { scanDocument } from './scan-pipeline';
import { createTextRecognizer } from './text-ocr';
import type { ScanRequestMessage, WorkerMessage } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('id-scan-worker must run as a worker thread');

const send = (message: WorkerMessage) => port.postMessage(message);

const recognizer = await createTextRecognizer();
// Warm up before the first request: the first recognition initialises the engine, pdf.js takes half
// a second to load. Without this the first scan after a restart would take twice as long.
const warm = createCanvas(320, 60);
const g = warm.getContext('2d');
g.fillStyle = '#fff';
g.fillRect(0, 0, 320, 60);
g.fillStyle = '#000';
g.font = '28px sans-serif';
g.fillText('Warm up 0123', 10, 40);
const warmPng = await warm.encode('png');
await recognizer.recognizeLines(warmPng);
await recognizer.recognizeArabic(warmPng);
await loadPdfJs();

let queue = Promise.resolve();
port.on('message', (message: ScanRequestMessage) => {
  queue = queue.then(async () => {
    try {
      send({ type: 'result', id: message.id, outcome: await scanDocument(message.bytes, message.kind, recognizer) });
    } catch (error) {
      const failure =
        error instanceof Error
          ? { name: error.name, message: error.message, stack: error.stack }
          : { name: 'Error', message: String(error) };
      send({ type: 'failed', id: message.id, error: failure });
    }
  });
});

send({ type: 'ready' });
