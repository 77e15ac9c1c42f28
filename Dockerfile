# The vendor API server with the built web app, as docker-compose runs it.
FROM node:20-bookworm-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /app

FROM base AS build
# Manifests first so the dependency layer is cached until they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml prisma.config.ts ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY apps/mock-server/package.json apps/mock-server/
COPY apps/web/package.json apps/web/
COPY packages/api-types/package.json packages/api-types/
COPY packages/csv/package.json packages/csv/
RUN pnpm install --frozen-lockfile
COPY . .
# The production build whatever the builder's environment says: the web app (compressed) and the server compiled to
# apps/mock-server/dist (server.js and the migrated PGlite template a first start unpacks).
RUN NODE_ENV=production pnpm build
# A pruned install of the server alone: its runtime dependencies, none of the build or test tools.
RUN pnpm --filter @vendor/mock-server deploy --prod --legacy /prod/apps/mock-server

# The runtime keeps the repository layout the server finds its files by (contract, migrations, place data, web app).
# It is a production server: a first start on an empty database creates the reference lists (places, cuisines,
# allergens...) and no demo kitchen or account; SEED_DEMO=true is refused while NODE_ENV=production.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production SEED_DEMO=false PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /prod/apps/mock-server/node_modules apps/mock-server/node_modules
COPY --from=build /prod/apps/mock-server/package.json apps/mock-server/package.json
COPY --from=build /app/apps/mock-server/dist apps/mock-server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/openapi openapi
COPY --from=build /app/prisma prisma
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/mock-server/dist/server.js"]
