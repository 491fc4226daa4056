#!/bin/sh
# RESOLVER (a DNS server address, e.g. Docker's 127.0.0.11): nginx asks it again for the upstream names every
# RESOLVER_VALID (default 5s), so an upstream given as "name:port resolve" (docker-compose.yml) follows
# re-created replicas without a reload. Written at the http level (conf.d/*.conf). Unset: names resolved at start.
set -eu
out=/etc/nginx/conf.d/resolver.conf
: > "$out"
[ -z "${RESOLVER:-}" ] && exit 0
case "$RESOLVER${RESOLVER_VALID:-5s}" in
  *[!0-9a-zA-Z.:\[\]-]*) echo "RESOLVER / RESOLVER_VALID: not an address and a duration" >&2; exit 1 ;;
esac
echo "resolver $RESOLVER valid=${RESOLVER_VALID:-5s} ipv6=off;" >> "$out"
echo "resolver_timeout 2s;" >> "$out"
