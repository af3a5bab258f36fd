# One image, three roles: ROLE=all|api|worker (see docker-compose.yml).
# Node.js 26, the current LTS (the code needs 22.19 or newer: Lighthouse 13, MikroORM 7, Lingui 6).
FROM node:26-trixie-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:26-trixie-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production CHROME_PATH=/usr/bin/chromium SKIP_BUILD=true
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund
USER node
EXPOSE 3000
CMD ["node", "core/server/dist/main.js"]
