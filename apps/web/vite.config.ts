import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = process.env.LOJISTA_API_URL ?? 'http://localhost:3000'

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
