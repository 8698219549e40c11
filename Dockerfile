# Savor in a container, against an external PostgreSQL given by DATABASE_URL.
#   docker build -t savor . && docker run -e DATABASE_URL=… -e SESSION_SECRET=… -p 3000:3000 savor

# 1. Build: all dependencies, the server and the client (with its .br/.gz files), then only what runs.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && rm -rf node_modules/node node_modules/.bin/node

# 2. Run: the production dependencies and the build, as the unprivileged `node` user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data LOG_LEVEL=log
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same V8 limits as `npm start` (scripts/start.mjs, SERVER_NODE_FLAGS).
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=384", "--expose-gc", "dist/src/main.js"]
