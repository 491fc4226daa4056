#!/bin/sh
# The official redis image's contract, reduced: a command of options alone (k8s/base/stateful/redis.yaml gives
# only args) runs redis-server with them.
set -eu
case "${1:-}" in -*) set -- redis-server "$@" ;; esac
exec "$@"
