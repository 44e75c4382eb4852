# The Safecrackers server and its web client in one image: `docker compose up -d` (see
# apps/server/HOSTING.md). Build stages: `manifests` (every workspace package.json),
# `workspace` (pnpm, the lockfile and those manifests), `server-deps` (the server's production
# dependencies, better-sqlite3 compiled) and `web` (the web client built, the workspace packages
# the server runs from source); the runtime image copies only what runs. Few steps on purpose:
# each one costs a copy of the whole image on hosts whose Docker uses the vfs storage driver.

# Every workspace package's manifest and nothing else, whatever packages the workspace has: the
# dependency layers are rebuilt when a manifest or the lockfile changes, not when a source does.
FROM node:20-bookworm-slim AS manifests
COPY packages /m/packages
COPY apps /m/apps
RUN find /m -mindepth 3 ! -regex '/m/[^/]*/[^/]*/package\.json' -delete

FROM node:20-bookworm-slim AS workspace
# pnpm through npm: Node 20's corepack cannot verify current pnpm signatures.
RUN npm install -g pnpm@10.34.9 && npm cache clean --force
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json /src/
# The dependency patches pnpm-workspace.yaml lists (patchedDependencies): every install applies them.
COPY patches /src/patches
COPY --from=manifests /m /src/

FROM workspace AS server-deps
# node-gyp compiles better-sqlite3 when no prebuilt binary can be downloaded: it needs these,
# and the Node headers the official image ships in /usr/local/include/node. The production
# dependencies of the server and its workspace packages go to /out/app with the same layout
# (pnpm links between them are relative), without better-sqlite3's compiler leftovers. The
# tools, the install and the pnpm store leave in the same step: this stage stays small, and so
# does the cost of copying from it.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && cd /src \
 && CI=true npm_config_nodedir=/usr/local \
    pnpm install --frozen-lockfile --prod --filter '@safecrackers/server...' \
 && mkdir -p /out/app \
 && find . -name node_modules -type d -prune -exec cp -a --parents {} /out/app \; \
 && cd /out/app/node_modules/.pnpm/better-sqlite3@*/node_modules/better-sqlite3 \
 && rm -rf build/Release/obj build/Release/obj.target build/Release/.deps build/Release/test_extension.node \
      build/Release/*.a build/deps deps src \
 && find /src -name node_modules -type d -prune -exec rm -rf {} + \
 && rm -rf /root/.local/share/pnpm /root/.cache \
 && apt-get purge -y --auto-remove python3 make g++ \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/*

FROM workspace AS web
RUN cd /src && CI=true pnpm install --frozen-lockfile --filter '@safecrackers/web...'
COPY packages /src/packages
COPY apps/web /src/apps/web
# The built client, and the workspace packages the server depends on (their package.json, src
# and data when they have one, e.g. the spies game's maps: the server runs them from source),
# gathered in /out.
RUN cd /src \
 && pnpm --filter @safecrackers/web build \
 && mkdir -p /out/app \
 && cp -a --parents tsconfig.base.json apps/web/dist /out/app \
 && for dir in $(pnpm --filter-prod '@safecrackers/server...' ls --depth -1 --parseable | grep '^/src/packages/'); do \
      cp -a --parents "${dir#/src/}/package.json" "${dir#/src/}/src" /out/app; \
      if [ -d "$dir/data" ]; then cp -a --parents "${dir#/src/}/data" /out/app; fi; \
    done

FROM node:20-bookworm-slim
# Settings first: they stay cached when only the copies below change.
ENV NODE_ENV=production PORT=2567 DATA_DIR=/data
# DATA_DIR: mount a volume here (docker-compose.yml does), writable by the server's user.
RUN mkdir /data && chown 1000:1000 /data
WORKDIR /app/apps/server
EXPOSE 2567
# SIGTERM closes the rooms and keeps every heist and lobby in storage (src/index.ts).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 2567) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The built server (scripts/build.ts): it starts in about a second, where tsx compiling the
# sources at every start took three or four.
CMD ["node", "dist/server.mjs"]
# Each copy from a stage costs a copy of that stage's image under vfs: two, from small stages.
COPY --from=server-deps /out/app /app
COPY --from=web /out/app /app
COPY apps/server /app/apps/server
RUN node --import tsx scripts/build.ts
# The official image's `node` user, by number (it needs no entry in /etc/passwd).
USER 1000:1000
