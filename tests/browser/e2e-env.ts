// Ports and origins of the stack the browser tests start (apart from a developer's npm start on 8080/8081/8090).
export const E2E = {
  appOrigin: 'http://localhost:18080',
  backOfficeOrigin: 'http://localhost:18081',
  sandboxOrigin: 'http://localhost:18090',
};
