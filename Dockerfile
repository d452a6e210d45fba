# Kredi's container image (ADR 0059): built once, run as any role (INSTANCE_ROLE=web|worker|all) and as
# the release step (`node dist/server/migrate.js`). `docker build --build-arg APP_BUILD=$(git rev-parse
# --short HEAD) -t kredi .` — the build has no .git (.dockerignore), so the commit comes in as an argument.

# --- build: every dependency, the web app, its first screens and the server, as plain JavaScript ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG APP_BUILD=unknown
ENV APP_BUILD=$APP_BUILD
RUN npm run build

# --- sandboxes: the stand-in services as a process of their own, for compose's `demo` profile only ---
# They need packages production never installs (smtp-server, mailparser, the carrier data), so they run
# from the build stage, which has every dependency.
FROM build AS sandboxes
# Listens on every address of its container; the others reach it by the service's name.
ENV SANDBOX_HOST=0.0.0.0
USER node
EXPOSE 4400-4406
CMD ["node", "--enable-source-maps", "dist/server/sandboxes.js"]

# --- runtime: production dependencies and the build's output, nothing else ---
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production SANDBOXES=off HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
COPY package.json package-lock.json ./
# Without devDependencies in package.json, npm no longer counts a devDependency that a production package
# names as an optional peer (better-auth: vitest, drizzle-kit; drizzle-orm: PGlite; i18next: typescript)
# as needed: `npm ci --omit=dev` alone would install them all. The lock still decides every version.
RUN npm pkg delete devDependencies \
  && npm ci --omit=dev --no-audit --no-fund \
  && npm cache clean --force \
  && mkdir -p /app/data \
  && chown node:node /app/data
COPY --from=build /app/dist ./dist
ARG APP_BUILD=unknown
ENV APP_BUILD=$APP_BUILD
# Files stay root's: the process can read its code, not rewrite it. DATA_DIR is its only writable place.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((answer) => process.exit(answer.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
