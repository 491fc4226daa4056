#!/bin/sh
# Builds the platform's images with podman from the repository, on the local bases of build-bases.sh
# (tags as docker-compose.yml names them: remote-listings/<name>:${TAG:-dev}), and the stand-ins image
# (localhost/rl-base/standins:local). BUILD_JOBS builds at a time.
# Each image also gets the tag <repository>:inputs-<hash> of what it was built from (ops/images/image-inputs.mjs:
# the Containerfile, build arguments, base image ids and the context files its COPYs take). When an image with
# that tag exists, the build is skipped and the tag given to it instead: podman's layer cache would rebuild
# nothing either, but spends ~20 s an image hashing each stage's node_modules to find that out. REBUILD=1 always
# builds (through the layer cache).
# Usage (as root): ops/images/build-images.sh [auth listings moderation media enrichment notifications sales gateway postgres postgres-backup standins]
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
# iptables (used by netavark) and debootstrap live in sbin
export PATH="/usr/local/sbin:/usr/sbin:/sbin:$PATH"
export CONTAINERS_CONF=${CONTAINERS_CONF:-$HERE/containers.conf}
TAG=${TAG:-dev}
NODE_IMAGE=localhost/rl-base/node:20
log() { printf '[build-images %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }

port_of() {
  case "$1" in
    auth) echo 4001 ;; listings) echo 4002 ;; moderation) echo 4003 ;; media) echo 4004 ;;
    enrichment) echo 4005 ;; notifications) echo 4006 ;; sales) echo 4007 ;;
    *) return 1 ;;
  esac
}

inputs_of() { (cd "$REPO" && node "$HERE/image-inputs.mjs" . "$@"); }

build() { # tag, then podman build arguments
  tag=$1; shift
  start=$(date +%s)
  repo=${tag%:*}
  buildlog="${BUILD_LOG_DIR:-/tmp}/rl-build-$(basename "$repo").log"
  inputs=$(inputs_of "$@") || { log "FAILED hashing the inputs of $tag"; exit 1; }
  if [ "${REBUILD:-}" != 1 ] && podman image exists "$repo:inputs-$inputs"; then
    podman tag "$repo:inputs-$inputs" "$tag"
    log "$tag up to date (inputs $inputs): not rebuilt"
    return 0
  fi
  log "building $tag"
  (cd "$REPO" && podman build --layers -t "$tag" "$@" .) >"$buildlog" 2>&1 \
    || { log "FAILED $tag (log: $buildlog)"; exit 1; }
  # the inputs tag only when they did not change during the build; the previous inputs tag goes (its image is left
  # untagged, as a rebuild leaves it)
  if [ "$(inputs_of "$@")" = "$inputs" ]; then
    for old in $(podman images --format '{{.Repository}}:{{.Tag}}' "$repo" | grep ':inputs-' | grep -v ":inputs-$inputs\$"); do
      podman untag "$old" "$old" 2>/dev/null || true
    done
    podman tag "$tag" "$repo:inputs-$inputs"
  fi
  log "$tag built in $(( $(date +%s) - start )) s"
}

targets=${*:-auth listings moderation media enrichment notifications sales gateway postgres postgres-backup standins}
# BUILD_JOBS builds at a time (default 2): each build spends much of its time in podman itself (context,
# layer cache lookups, commits) rather than on a core
jobs=${BUILD_JOBS:-2}
if [ "$jobs" -gt 1 ] && [ "$(echo $targets | wc -w)" -gt 1 ]; then
  printf '%s\n' $targets | BUILD_JOBS=1 xargs -P "$jobs" -n 1 "$0"
  exit $?
fi
for t in $targets; do
  case "$t" in
    gateway)
      build "remote-listings/gateway:$TAG" -f gateway/Dockerfile \
        --build-arg NODE_IMAGE=$NODE_IMAGE --build-arg NGINX_IMAGE=localhost/rl-base/nginx:bookworm ;;
    postgres)
      build "remote-listings/postgres:$TAG" -f ops/backup/Dockerfile --target postgres \
        --build-arg NODE_IMAGE=$NODE_IMAGE --build-arg POSTGRES_IMAGE=localhost/rl-base/postgres:15 ;;
    postgres-backup)
      build "remote-listings/postgres-backup:$TAG" -f ops/backup/Dockerfile \
        --build-arg NODE_IMAGE=$NODE_IMAGE --build-arg POSTGRES_IMAGE=localhost/rl-base/postgres:15 ;;
    standins)
      # a base of the local runs (build-bases.sh), built from this repository's files: its tag does not follow TAG
      build localhost/rl-base/standins:local -f ops/images/standins.Containerfile ;;
    *)
      port=$(port_of "$t") || { echo "unknown image: $t" >&2; exit 2; }
      build "remote-listings/$t:$TAG" -f services/Dockerfile \
        --build-arg NODE_IMAGE=$NODE_IMAGE --build-arg SERVICE="$t" --build-arg PORT="$port" ;;
  esac
done
