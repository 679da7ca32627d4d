import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createServer, type Plugin } from 'vite'

/** Where the build writes the pages' path patterns, beside index.html; the API server reads it there. */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json'

interface RouteLike {
  path?: string
  index?: boolean
  children?: RouteLike[]
}

/**
 * Every page's path pattern in the route table ('/orders/:id', '/settings/shipping/profiles/:id?'),
 * with React Router's syntax. The root catch-all, which only shows the not-found page, is left out.
 */
export function routePatterns(routes: RouteLike[], base = '/'): string[] {
  const found = new Set<string>()
  for (const route of routes) {
    if (base === '/' && route.path === '*') continue
    let path = base
    if (route.path !== undefined) {
      path = route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`
    }
    if (route.index || route.path !== undefined) found.add(path)
    for (const child of routePatterns(route.children ?? [], path)) found.add(child)
  }
  return [...found].sort()
}

/**
 * Writes the route table's path patterns into the build, so that the server answers 404 for a path no
 * page has while still sending the app (which shows its not-found page). The table itself stays the one
 * source: it is loaded here as the browser would load it, without rendering anything.
 */
export function routePatternsPlugin(): Plugin {
  let root = ''
  let outDir = ''
  let configFile: string | undefined
  return {
    name: 'lojista-route-patterns',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      configFile = config.configFile
    },
    async closeBundle() {
      const server = await createServer({
        configFile,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      })
      try {
        const { routes } = (await server.ssrLoadModule('/src/app/routes.tsx')) as { routes: RouteLike[] }
        const patterns = routePatterns(routes)
        if (patterns.length === 0) throw new Error('The route table has no pages')
        await writeFile(join(outDir, ROUTE_PATTERNS_FILE), `${JSON.stringify(patterns, null, 2)}\n`)
      } finally {
        await server.close()
      }
    },
  }
}
