// Ports and origins of the stack the browser tests start, apart from a developer's npm start on 8080/8081/8090.
// E2E_PORT_OFFSET moves the whole stack, so that two browser-test runs on one machine do not collide.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E = {
  offset,
  appOrigin: `http://localhost:${18080 + offset}`,
  backOfficeOrigin: `http://localhost:${18081 + offset}`,
  sandboxOrigin: `http://localhost:${18090 + offset}`,
};
