import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const api = 'http://127.0.0.1:3000';

// `/auth/...` is both an API prefix (POST /auth/register) and a page prefix (/auth/forget-password/email):
// a browser asking for a page gets the app, everything else goes to the API.
const authProxy: ProxyOptions = {
  target: api,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined),
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: api }, '/auth': authProxy },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: api }, '/auth': authProxy },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
