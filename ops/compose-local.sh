#!/bin/sh
# The platform under podman-compose with the local images (ops/compose.local.yml), project "rl-local".
#   ops/compose-local.sh up     # secrets generated once into $RL_IMAGES_CACHE/compose.env; waits for the gateway
#   ops/compose-local.sh seed   # demo listings, staff and leads (ops/compose-seed.mjs), on request
#   ops/compose-local.sh down   # removes the containers, the pod, the network and the volumes it created
# Host ports: GATEWAY_PORT (default 18080), MAILPIT_UI_PORT (default 18025, the mail catcher, loopback only). Images: ops/images/build-bases.sh, ops/images/build-images.sh.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/.." && pwd)
CACHE=${RL_IMAGES_CACHE:-/var/cache/rl-images}
PROJECT=${PROJECT:-rl-local}
export PATH="/usr/local/sbin:/usr/sbin:/sbin:$PATH"
export CONTAINERS_CONF=${CONTAINERS_CONF:-$HERE/images/containers.conf}
ENV_FILE=$CACHE/compose.env
mkdir -p "$CACHE"
# .env.example's settings, each CHANGE_ME value replaced by a random one (64 hex digits: long enough for every
# secret, URL-safe, and a valid TOTP_ENCRYPTION_KEY); a value .env.example gains later is added to an older file.
touch "$ENV_FILE" && chmod 600 "$ENV_FILE"
sed -n 's/^\([A-Z0-9_]*\)=\(.*\)$/\1 \2/p' "$REPO/.env.example" | grep -v '_PORT ' | while read -r var value; do
  grep -q "^$var=" "$ENV_FILE" && continue
  case "$value" in
    CHANGE_ME*) value=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))") ;;
  esac
  echo "$var=$value" >> "$ENV_FILE"
done
set -a; . "$ENV_FILE"; set +a
# host ports away from the ones npm start and other local runs take
export GATEWAY_PORT=${GATEWAY_PORT:-18080} MAILPIT_UI_PORT=${MAILPIT_UI_PORT:-18025}
# podman-compose 1.0.3 (Debian bookworm) merges override files and shared YAML anchors in ways that break this
# stack: it runs one file rendered with Compose's merge rules (ops/images/render-compose.py).
RENDERED=$CACHE/compose.rendered.yml
python3 "$HERE/images/render-compose.py" "$RENDERED" "$REPO/docker-compose.yml" "$REPO/ops/compose.local.yml"
# through ops/images/podman-compose.py: podman-compose 1.0.3 without its pauses (a second after each podman command)
# and with a --no-deps that works (see there)
PC_PYTHON=$(sed -n '1s/^#! *//p' "$(command -v podman-compose)")
# shellcheck disable=SC2086 # the interpreter line may be "/usr/bin/env python3"
compose() { (cd "$REPO" && ${PC_PYTHON:-python3} "$HERE/images/podman-compose.py" -p "$PROJECT" -f "$RENDERED" "$@"); }
port=$GATEWAY_PORT

# Waits until a container is healthy (its compose health check, run with `podman healthcheck run`: podman runs
# them on a timer only under systemd) or, for a one-shot (no restart policy), has exited 0.
wait_container() {
  c=$1
  oneshot=$(podman inspect --format '{{.HostConfig.RestartPolicy.Name}}' "$c")
  checked=$(podman inspect --format '{{if .Config.Healthcheck}}yes{{end}}' "$c")
  t0=$(date +%s)
  while :; do
    if [ -z "$oneshot" ] || [ "$oneshot" = no ]; then
      [ "$(podman inspect --format '{{.State.Status}} {{.State.ExitCode}}' "$c")" = "exited 0" ] && return 0
    elif [ -z "$checked" ] || podman healthcheck run "$c" >/dev/null 2>&1; then
      return 0
    fi
    [ $(( $(date +%s) - t0 )) -gt "${READY_TIMEOUT:-300}" ] && { echo "$c: not healthy after ${READY_TIMEOUT:-300} s" >&2; return 1; }
    sleep "${POLL_INTERVAL:-1}"
  done
}

# Waits for every container of the services named, all at once (one waiter a container).
wait_services() {
  pids=
  for svc in "$@"; do
    cs=$(podman ps -a --filter "label=io.podman.compose.project=$PROJECT" --filter "label=com.docker.compose.service=$svc" --format '{{.Names}}')
    # podman-compose goes on when a podman run fails: a service without a container is a failed start
    [ -n "$cs" ] || { echo "$svc: no container (podman run failed: ${LOG_DIR:-/tmp}/rl-compose-up.log)" >&2; return 1; }
    for c in $cs; do
      wait_container "$c" & pids="$pids $!"
    done
  done
  ok=0
  for p in $pids; do wait "$p" || ok=1; done
  return $ok
}

case "${1:-}" in
  up)
    start=$(date +%s)
    # wave by wave (render-compose.py), each healthy before the next starts: Compose's depends_on conditions
    : >"${LOG_DIR:-/tmp}/rl-compose-up.log"
    # (the waves come on fd 3: podman-compose reads standard input)
    # (the first wave builds any image that is missing, as `up` does; the later ones need not look again)
    build=
    while read -r wave <&3; do
      w0=$(date +%s)
      # shellcheck disable=SC2086 # a wave is a list of service names
      compose up -d --no-deps $build $wave >>"${LOG_DIR:-/tmp}/rl-compose-up.log" 2>&1 || { tail -20 "${LOG_DIR:-/tmp}/rl-compose-up.log" >&2; exit 1; }
      build=--no-build
      w1=$(date +%s)
      # shellcheck disable=SC2086
      wait_services $wave || exit 1
      echo "wave started in $(( w1 - w0 )) s, healthy after $(( $(date +%s) - w0 )) s: $wave" >&2
    done 3<"$RENDERED.waves"
    echo "containers started, wave by wave, in $(( $(date +%s) - start )) s" >&2
    # ready: the gateway answers /health/live and passes /api/vehicles to a listings replica (without ids that
    # replica answers 400 naming the field; 502/503 while no replica is up)
    until curl -fsS -o /dev/null "http://127.0.0.1:$port/health/live" 2>/dev/null \
        && code=$(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/vehicles" 2>/dev/null) \
        && [ "$code" -ge 200 ] && [ "$code" -lt 500 ]; do
      [ $(( $(date +%s) - start )) -gt "${READY_TIMEOUT:-300}" ] && { echo "not ready after ${READY_TIMEOUT:-300} s" >&2; exit 1; }
      sleep 1
    done
    echo "gateway ready on http://127.0.0.1:$port in $(( $(date +%s) - start )) s" >&2 ;;
  seed)
    PROJECT=$PROJECT GATEWAY_PORT=$port node "$HERE/compose-seed.mjs" ;;
  down)
    # what `podman-compose down -v` removes (its containers with their anonymous volumes, its pod, its named volumes)
    # in one podman command each rather than two a container; and its network. STOP_TIMEOUT: the seconds each
    # container gets to stop before it is killed (podman's default 10; the volumes go too, so the smoke gives 0)
    : >"${LOG_DIR:-/tmp}/rl-compose-down.log"
    ids=$(podman ps -aq --filter "label=io.podman.compose.project=$PROJECT")
    # shellcheck disable=SC2086 # lists of ids
    [ -z "$ids" ] || podman rm -f -v -t "${STOP_TIMEOUT:-10}" $ids >>"${LOG_DIR:-/tmp}/rl-compose-down.log" 2>&1 || true
    podman pod rm -f "pod_${PROJECT}" >/dev/null 2>&1 || true
    vols=$(podman volume ls -q --filter "label=io.podman.compose.project=$PROJECT")
    # shellcheck disable=SC2086
    [ -z "$vols" ] || podman volume rm -f $vols >>"${LOG_DIR:-/tmp}/rl-compose-down.log" 2>&1 || true
    podman network rm -f "${PROJECT}_default" >/dev/null 2>&1 || true ;;
  *) shift 0; compose "$@" ;;
esac
