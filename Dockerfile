# Multi-stage: build the web app and compile the server with dev dependencies, run the compiled
# server (plain Node, no TypeScript at run time) with production ones as a non-root user, on the
# current Node LTS. Migrations run when the server starts. Point DATABASE_URL at Postgres in
# production.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build && node scripts/build-server.mjs

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# dist/server/main.js reads the GraphQL schema from ../../schema and the web app from ../web.
COPY --from=build /app/dist ./dist
COPY schema ./schema
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
