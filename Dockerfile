# Multi-stage: build the web app with dev dependencies, run with production ones as a non-root
# user. Migrations run when the server starts. Point DATABASE_URL at Postgres in production.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY core ./core
COPY db ./db
COPY emails ./emails
COPY schema ./schema
COPY server ./server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npx", "tsx", "server/main.ts"]
