import type { ScanOutcome } from './scan-pipeline';
import type { UploadKind } from './upload-check';

/** Messages between the request thread and the scan worker. Bytes travel as transferred buffers. */
export interface ScanRequestMessage {
  id: number;
  kind: UploadKind;
  bytes: Uint8Array;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'result'; id: number; outcome: ScanOutcome }
  /** An unexpected failure; `id` is that of the scan, the text says nothing about the document. */
  | { type: 'failed'; id: number; error: string };
