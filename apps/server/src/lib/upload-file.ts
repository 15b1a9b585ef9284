import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from './app-error';
import { uploadFileName } from './upload-name';

/** What a single-file upload says when the file is missing or too large (each batch screen has its words). */
export interface SingleUploadMessages {
  noFile: string;
  tooLarge: string;
}

export interface SingleUpload {
  file: { fileName: string; bytes: Buffer };
  /** The plain fields sent with it (the route checks the ones it reads). */
  fields: Record<string, string>;
}

/**
 * Reads a multipart upload of one file under `file` (batch screening, batch onboarding). The scope must have
 * registered @fastify/multipart with its size limit and `throwFileSizeLimit`; a file past it, a body that is not
 * multipart and a missing file are 400s on the `file` field. Parts other than the first `file` are drained.
 */
export async function readSingleFileUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  messages: SingleUploadMessages,
): Promise<SingleUpload> {
  let file: SingleUpload['file'] | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer();
        continue;
      }
      const fileName = uploadFileName(part.filename);
      try {
        file = { fileName, bytes: await part.toBuffer() };
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw invalidField('file', messages.tooLarge);
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.InvalidMultipartContentTypeError)
      throw invalidField('file', messages.noFile);
    throw error;
  }
  if (!file) throw invalidField('file', messages.noFile);
  return { file, fields };
}
