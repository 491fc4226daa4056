#!/bin/sh
# TRUSTED_PROXIES (addresses or CIDR ranges, comma-separated): the proxies in front of this gateway whose
# X-Forwarded-For names the client. One set_real_ip_from line each, at the http level (conf.d/*.conf).
# Unset: the client is always the connecting address, whatever a client sends.
set -eu
out=/etc/nginx/conf.d/trusted-proxies.conf
: > "$out"
for range in $(printf '%s' "${TRUSTED_PROXIES:-}" | tr ',' ' '); do
  case "$range" in
    *[!0-9a-fA-F.:/]*) echo "TRUSTED_PROXIES: \"$range\" is not an address or CIDR range" >&2; exit 1 ;;
  esac
  echo "set_real_ip_from $range;" >> "$out"
done
