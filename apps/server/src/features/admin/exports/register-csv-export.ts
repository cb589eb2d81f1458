import { Readable } from 'node:stream';
import { type CsvExport, failureSchema } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Auth, requireAccess } from '../../../http/auth';
import { operationDocs } from '../../../http/operation-docs';
import { API_PREFIX } from '../../../http/register-endpoint';

declare module '../../../http/register-endpoint' {
  interface RegisteredEndpoint {
    /** A download (CSV) rather than an envelope answer; the access matrix still covers it. */
    raw?: true;
  }
}

/** The file a download answers (never serialised: the reply is a stream). */
const csvFileSchema = z.string().meta({ description: 'The CSV file' });

export interface CsvExportContext<E extends CsvExport> {
  request: FastifyRequest;
  query: z.output<E['query']>;
  auth: Auth;
}

/**
 * Registers a CSV download: the same access check and strict query validation as every endpoint
 * (failures answer in the envelope), then the handler's lines streamed as `text/csv`. It is
 * recorded in the route registry, so the access matrix covers it.
 */
export function registerCsvExport<E extends CsvExport>(
  app: FastifyInstance,
  csvExport: E,
  handler: (ctx: CsvExportContext<E>) => Promise<AsyncIterable<string>>,
): void {
  const url = `${API_PREFIX}${csvExport.path}`;
  app.endpointRegistry.push({
    method: csvExport.method,
    url,
    access: csvExport.access,
    endpoint: { ...csvExport, data: z.string() },
    raw: true,
  });

  app.route({
    method: csvExport.method,
    url,
    schema: {
      ...operationDocs(
        csvExport,
        'Answers text/csv (UTF-8 with a byte-order mark), streamed; failures come in the JSON envelope.',
      ),
      querystring: csvExport.query,
      // The successful answer's media type (the API document's 200); failures stay JSON.
      produces: ['text/csv'],
      response: { 200: csvFileSchema, '4xx': failureSchema, '5xx': failureSchema },
    },
    onRequest: async (request) => {
      await app.authenticate(request);
      requireAccess(csvExport.access, request);
    },
    handler: async (request, reply) => {
      const lines = await handler({
        request,
        query: request.query as z.output<E['query']>,
        auth: request.auth as Auth,
      });
      const day = app.ctx.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvExport.fileName}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    },
  });
}
