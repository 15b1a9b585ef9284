import { apiErrorSchema, uploadBatchParamsSchema } from '@aml/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { TenantContext } from '../../db/tenant-scope';
import { tenantContextOf } from '../../lib/actor-context';
import { contentDisposition } from '../../lib/content-disposition';
import { readSingleFileUpload, type SingleUpload, type SingleUploadMessages } from '../../lib/upload-file';
import { TENANT_STAFF } from '../../plugins/access';
import type { UploadBatchReads } from './upload-batch.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What a kind of upload batch tells the shared routes (decision 111). */
export interface UploadBatchRoutes<S, I, Q> {
  /** '/api/Scan/batch', '/api/IndividualUser/batch' … */
  base: string;
  tags: string[];
  /** How the kind names one item in the route summaries: 'record', 'row', 'company'. */
  itemNoun: string;
  maxBytes: number;
  uploadMessages: SingleUploadMessages;
  reads: UploadBatchReads<S, I, Q>;
  schemas: { summary: z.ZodType; current: z.ZodType; progress: z.ZodType; query: z.ZodType<Q> };
  template: { fileName: string; build(): Promise<Buffer>; description: string };
  resultsWorkbook(items: readonly I[]): Promise<Buffer>;
  /** Checks the workbook and answers its records; nothing is stored or charged. */
  preview: {
    schema: z.ZodType;
    description: string;
    run(ctx: TenantContext, file: SingleUpload['file']): Promise<unknown>;
  };
  /** Checks the workbook again and starts the job (201 with the summary; 402 short balance, 503 no list). */
  start: { description: string; run(ctx: TenantContext, upload: SingleUpload): Promise<S> };
}

/**
 * Registers multipart and the calls of an upload batch: preview, start, the template, the current batch, a page of
 * items, Discard and the results workbook. Tenant staff only; a batch is read in the caller's tenant and kind only
 * (another tenant's batch is 404).
 */
export async function registerUploadBatchRoutes<S extends { fileName: string }, I, Q>(
  app: App,
  deps: AppDeps,
  kind: UploadBatchRoutes<S, I, Q>,
): Promise<void> {
  const { base, tags, reads, schemas } = kind;
  await app.register(multipart, {
    limits: { fileSize: kind.maxBytes, files: 1, fields: 2, parts: 3 },
    throwFileSizeLimit: true,
  });

  const readUpload = (request: FastifyRequest) => readSingleFileUpload(app, request, kind.uploadMessages);

  app.post(
    `${base}/preview`,
    {
      config: { access: TENANT_STAFF },
      schema: {
        tags,
        summary: kind.preview.description,
        consumes: ['multipart/form-data'],
        response: { 200: kind.preview.schema, 400: apiErrorSchema },
      },
    },
    async (request) => kind.preview.run(tenantContextOf(request), (await readUpload(request)).file),
  );

  app.post(
    base,
    {
      config: { access: TENANT_STAFF },
      schema: {
        tags,
        summary: kind.start.description,
        consumes: ['multipart/form-data'],
        response: { 201: schemas.summary, 400: apiErrorSchema, 402: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const summary = await kind.start.run(tenantContextOf(request), await readUpload(request));
      return reply.code(201).send(summary);
    },
  );

  app.get(
    `${base}/template`,
    { config: { access: TENANT_STAFF }, schema: { tags, summary: kind.template.description } },
    async (_request, reply) =>
      reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition(kind.template.fileName))
        .send(await kind.template.build()),
  );

  app.get(
    `${base}/current`,
    {
      config: { access: TENANT_STAFF },
      schema: {
        tags,
        summary: "The caller's batch still running, or started in the last 24 hours and not discarded",
        response: { 200: schemas.current },
      },
    },
    async (request) => reads.current(deps, tenantContextOf(request)),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: TENANT_STAFF },
      schema: {
        tags,
        summary: `A batch's progress and one page of its ${kind.itemNoun}s with their outcome`,
        params: uploadBatchParamsSchema,
        querystring: schemas.query,
        response: { 200: schemas.progress, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      reads.progress(
        deps,
        tenantContextOf(request),
        request.params.id,
        request.query as Q & { page: number; pageSize: number },
      ),
  );

  app.post(
    `${base}/:id/discard`,
    {
      config: { access: TENANT_STAFF },
      schema: {
        tags,
        summary: `Stop a running batch (its remaining ${kind.itemNoun}s are not processed nor charged) and close it`,
        params: uploadBatchParamsSchema,
        response: { 200: schemas.summary, 404: apiErrorSchema },
      },
    },
    async (request) => reads.discard(deps, tenantContextOf(request), request.params.id),
  );

  app.get(
    `${base}/:id/results.xlsx`,
    {
      config: { access: TENANT_STAFF },
      schema: {
        tags,
        summary: `The results workbook: one row per ${kind.itemNoun} with its outcome`,
        params: uploadBatchParamsSchema,
      },
    },
    async (request, reply) => {
      const { batch, items } = await reads.all(deps, tenantContextOf(request), request.params.id);
      const fileBase = batch.fileName.replace(/\.xlsx$/i, '') || 'batch';
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition(`${fileBase}_results.xlsx`))
        .header('Cache-Control', 'private, no-store')
        .send(await kind.resultsWorkbook(items));
    },
  );
}
