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
  /**
   * An unexpected exception (a fault of ours, not of the upload): its name, message and stack, which
   * describe the code that failed and carry nothing of the document.
   */
  | { type: 'failed'; id: number; error: { name: string; message: string; stack?: string | undefined } };
