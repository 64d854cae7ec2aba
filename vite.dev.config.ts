import { defineConfig } from "vite";

// `npm run dev`: browse Foundry through http://localhost:30001. Requests for the system's own files are served
// from the sources with hot reload; everything else (and the websocket) goes to Foundry on :30000.
export default defineConfig({
  base: "/systems/fray/",
  publicDir: "dist",
  server: {
    port: 30001,
    open: false,
    proxy: {
      "^(?!/systems/fray/)": "http://localhost:30000/",
      "/socket.io": { target: "ws://localhost:30000", ws: true },
    },
  },
});
