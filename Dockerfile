# syntax=docker/dockerfile:1
# Spur's production image: one server process for the API and the server-rendered pages.
#   docker build -t spur .
#   docker run --rm --env-file .env spur node server/dist/migrate.js     the migrations, a step of their own
#   docker run --env-file .env -p 3001:3001 spur                         the server
# (deploy/compose.yaml runs both, two instances and nginx; docs/deploy.md lists the variables.)
# No container runtime exists on the CI machines: `npm run test:prod` (scripts/prod-check.mjs)
# runs the same steps there, in a clean folder, and checks the result. Keep the two in step.

# --- build: every workspace's dependencies, `npm run build`, then the production output alone
FROM node:20-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund
RUN npm run build && node scripts/assemble-prod.mjs /out

# --- runtime: the runtime dependencies from the pruned lockfile, the built server and app
FROM node:20-slim
# tini as PID 1: forwards SIGTERM to node (graceful shutdown) and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3001
WORKDIR /srv/spur
COPY --from=build /out/package.json /out/package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /out/server ./server
COPY --from=build /out/app ./app
# Files stay root-owned and read-only for the process: it writes nothing to disk.
USER node
EXPOSE 3001
# /readyz: the database answers and has every migration of this build.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
