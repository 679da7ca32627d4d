import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { routePatternsPlugin } from './route-patterns-plugin'

const apiTarget = process.env.LOJISTA_API_URL ?? 'http://localhost:3000'

export default defineConfig({
  // The route table's path patterns go into the build for the server (route-patterns-plugin.ts).
  plugins: [react(), tailwindcss(), routePatternsPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API and uploaded media live on the server process; the dev server forwards them so the SPA
    // talks to one origin, exactly as in production.
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // bench/size.mjs reads the manifest to measure what the sign-in page loads first.
    manifest: true,
    sourcemap: false,
  },
})
