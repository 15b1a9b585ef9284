import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@aml/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app and answers unknown paths: JSON 404 under /api, the SPA's
 * index.html for any other GET (the client router shows its own not-found page).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Looked up per request (not enumerated at start), so a rebuild while running serves the new files.
      wildcard: true,
      // The root path is a folder to the static plugin: serve the SPA there rather than a 403.
      index: ['index.html'],
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every asset name, so assets never change under one name.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: ERROR_CODES.notFound, message: `No such route: ${request.method} ${request.url.split('?')[0]}` });
  });
}
