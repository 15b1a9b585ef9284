import { ERROR_CODES } from '@aml/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, validationBody } from '../lib/app-error';

/** Maps an instancePath such as "/users/0/email" or "/body/email" to the form path "users.0.email". */
const toFieldPath = (instancePath: string): string => instancePath.replace(/^\//, '').replaceAll('/', '.');

/**
 * The single error model (ARCHITECTURE §4): `{ code, message, issues? }`. Validation failures also
 * carry `errors` (the list of messages), which is what the spec's screens read from a 400.
 * 5xx answers never include internals; the details go to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, rawReply) => {
    // Error bodies bypass the route's response schemas: a malformed request to a route whose 400
    // schema describes a business failure must still get the plain error model, not a 500.
    const reply = rawReply.type('application/json; charset=utf-8').serializer(JSON.stringify);
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: toFieldPath(v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(validationBody(issues));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ code: ERROR_CODES.payloadTooLarge, message: 'The request is too large.' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        code: ERROR_CODES.rateLimited,
        message: 'Too many requests. Please wait a moment and try again.',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, empty body and the like: the client's fault, said plainly.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type.'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty.'
              : 'Invalid request';
      return reply.status(error.statusCode).send({
        code: error.statusCode === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation,
        message,
        issues: [],
        errors: [message],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ERROR_CODES.internal, message: 'Something went wrong.' });
  });
}
