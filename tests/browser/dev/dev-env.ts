// Ports of the dev-mode stack under test: npm run dev's own ports moved by 1000 + E2E_PORT_OFFSET, apart from a
// developer's npm run dev and from the browser-test stack.
const offset = 1000 + Number(process.env.E2E_PORT_OFFSET ?? 0);

export const DEV = {
  offset,
  devoteeOrigin: `http://localhost:${5173 + offset}`,
  backOfficeOrigin: `http://localhost:${5174 + offset}`,
  sandboxOrigin: `http://localhost:${8090 + offset}`,
};
