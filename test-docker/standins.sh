#!/usr/bin/env bash
# Base images for the Docker test on a machine that cannot pull: the shared scripts start the
# daemon and build stand-ins for the official images (../shared/tools). The node stand-in is
# this machine's Node 20 on Debian bookworm; two things of this machine, or of the official
# image, that the Dockerfile relies on are added to it here, once:
# - the Node headers in /usr/local/include/node, which the official image ships (node-gyp
#   compiles better-sqlite3 with them when no prebuilt binary can be downloaded, as here);
# - this machine's CA bundle, which its Node needs (NODE_EXTRA_CA_CERTS) to reach the npm
#   registry through the egress proxy of these machines.
# Real hosts pull the official images and need none of this.
set -euo pipefail
cd "$(dirname "$0")/.."
tools=${SHARED_TOOLS:-../shared/tools}
[ -d "$tools" ] || { echo "shared tools not found at $tools" >&2; exit 1; }

bash "$tools/start-dockerd.sh"
bash "$tools/docker-standins.sh" node:20-bookworm-slim redis:7-bookworm nginx:1.27-bookworm

if ! docker run --rm --network host node:20-bookworm-slim test -f /usr/local/include/node/node.h; then
  headers="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")/include/node"
  [ -f "$headers/node.h" ] || { echo "no Node headers at $headers" >&2; exit 1; }
  ctx=$(mktemp -d)
  trap 'rm -rf "$ctx"' EXIT
  cp -r "$headers" "$ctx/include-node"
  # As the official image does: only this architecture's OpenSSL configuration headers.
  find "$ctx/include-node/openssl/archs" -mindepth 1 -maxdepth 1 ! -name linux-x86_64 -exec rm -rf {} +
  cp /etc/ssl/certs/ca-certificates.crt "$ctx/"
  cat > "$ctx/Dockerfile" <<'DOCKER'
FROM node:20-bookworm-slim
COPY include-node /usr/local/include/node
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
DOCKER
  docker build -q --network host -t node:20-bookworm-slim "$ctx" >/dev/null
  echo "node:20-bookworm-slim: Node headers and this machine's CA bundle added"
fi
