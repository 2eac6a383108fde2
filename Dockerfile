# Folio's server (folio serve) in a container: the package as npm publishes it, installed
# globally on Node.js 24, run as the unprivileged node user, data in /data.
#   docker build -t folio .
#   docker run -p 3000:3000 -v folio-data:/data folio
# compose.yaml runs it with PostgreSQL; the self-hosting guide has the details.

# Stage 1: the tarball npm publish would upload (npm run build compiles src/ to dist/).
FROM node:24-bookworm-slim AS package
WORKDIR /folio
COPY package.json package-lock.json ./
# No install scripts: the build needs none, and the repo's pinned Node is not used here.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json README.md LICENSE ./
COPY scripts ./scripts
COPY src ./src
RUN node scripts/build-package.ts && npm pack --ignore-scripts --pack-destination /tmp

# Stage 2: the server. git is for projects added from a repository and for agent jobs.
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends git ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY --from=package /tmp/folio-docs-*.tgz /tmp/
RUN npm install --global --no-audit --no-fund /tmp/folio-docs-*.tgz \
  && rm /tmp/folio-docs-*.tgz && npm cache clean --force \
  && mkdir /data && chown node:node /data
ENV NODE_ENV=production PORT=3000
USER node
WORKDIR /data
VOLUME /data
EXPOSE 3000
# Listens on every interface of the container; sites are {subdomain}.localhost:3000 unless
# --domain (or a proxy in front) says otherwise. DATABASE_URL, when set, moves the data to
# PostgreSQL; built sites stay in /data.
# The data folder is .folio in /data, the default of every command run here, so
# `docker exec <container> folio projects add ...` and `folio keys ...` find it without --data.
CMD ["folio", "serve", "--host", "0.0.0.0"]
