import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { forAudience } from './audiences.ts'
import { sendProblem } from './errors.ts'

const API_PREFIXES = ['/v1/', '/v1?', '/media/', '/docs']
/** Operators' endpoints: a probe pointed at a wrong path must fail, not get the app's HTML. */
const OPERATIONS = ['/v1', '/metrics', '/readyz', '/health', '/healthz', '/livez']

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url
  return (
    API_PREFIXES.some((prefix) => url.startsWith(prefix)) ||
    OPERATIONS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  )
}

/** The web build writes its route table's path patterns here (apps/web/route-patterns-plugin.ts). */
const ROUTE_PATTERNS_FILE = 'route-patterns.json'

/**
 * Whether a path is one a pattern of the web app's route table matches, by React Router's rules: segments
 * compared without regard to case, ':name' for one segment, ':name?' for one or none, '*' for the rest.
 */
export function matchesRoutePattern(pathname: string, pattern: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  const parts = pattern.split('/').filter(Boolean)
  const match = (at: number, from: number): boolean => {
    const part = parts[from]
    if (part === undefined) return at === segments.length
    if (part === '*') return true
    const segment = segments[at]
    if (part.startsWith(':') && part.endsWith('?')) {
      return match(at, from + 1) || (segment !== undefined && match(at + 1, from + 1))
    }
    if (segment === undefined) return false
    if (part.startsWith(':')) return match(at + 1, from + 1)
    return segment.toLowerCase() === part.toLowerCase() && match(at + 1, from + 1)
  }
  return match(0, 0)
}

function readRoutePatterns(app: FastifyInstance, webDistDir: string): string[] | null {
  const file = join(webDistDir, ROUTE_PATTERNS_FILE)
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no route patterns in the web build: every page path answers 200')
    return null
  }
  return JSON.parse(readFileSync(file, 'utf8')) as string[]
}

function pathnameOf(url: string): string {
  const path = url.split('?')[0] ?? '/'
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * Serves the built web app: its files as they are, and index.html for every other non-API path so
 * that the app's router can show the page, or its own not-found page, which then answers 404 (the
 * server knows the app's route patterns from the build). Unknown API paths answer a problem+json 404.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  // The web app's files are public. Its not-found handler is set in the same plugin, where the static
  // plugin's reply.sendFile lives; a plugin without a prefix sets the whole server's.
  await app.register(forAudience('anyone', (site: FastifyInstance) => serveWebApp(site, webDistDir)))
}

async function serveWebApp(app: FastifyInstance, webDistDir: string) {
  const hasSpa = existsSync(join(webDistDir, 'index.html'))
  const patterns = hasSpa ? readRoutePatterns(app, webDistDir) : null
  const isPage = (url: string) => {
    if (!patterns) return true
    const pathname = pathnameOf(url)
    return patterns.some((pattern) => matchesRoutePattern(pathname, pattern))
  }
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
      // The app shows its not-found page for a path it has no page for; the status says so too.
      return reply
        .code(isPage(request.url) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html')
    }
    return sendProblem(request, reply, {
      status: 404,
      title: 'Not Found',
      detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    })
  })
}
