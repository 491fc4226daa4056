#!/bin/sh
# As the official nginx image's entrypoint: when the command is nginx, run /docker-entrypoint.d/*.sh first.
set -e
if [ "$1" = "nginx" ] || [ "$1" = "nginx-debug" ]; then
  for f in $(find /docker-entrypoint.d/ -mindepth 1 -maxdepth 1 -type f -name '*.sh' | sort -V); do
    if [ -x "$f" ]; then
      echo "$0: running $f"
      "$f"
    else
      echo "$0: ignoring $f, not executable"
    fi
  done
fi
exec "$@"
