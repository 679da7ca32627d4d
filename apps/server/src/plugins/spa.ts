import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { sendProblem } from './errors.ts'

const API_PREFIXES = ['/v1/', '/v1?', '/media/', '/docs']

function isApiPath(url: string): boolean {
  return url === '/v1' || API_PREFIXES.some((prefix) => url.startsWith(prefix))
}

/**
 * Serves the built web app: its files as they are, and index.html for every other non-API path so
 * that the app's router can show the page (or its own not-found page). Unknown API paths answer a
 * problem+json 404.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const hasSpa = existsSync(join(webDistDir, 'index.html'))
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        // Vite puts a content hash in every asset name: cache them for good, but never index.html.
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served (run npm run build)')
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasSpa && !isApiPath(request.url) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return sendProblem(request, reply, {
      status: 404,
      title: 'Not Found',
      detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    })
  })
}
