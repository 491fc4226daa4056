#!/bin/sh
# The read replica of docker-compose.yml (service postgres-replica): on first start, a copy of the primary
# (PRIMARY_HOST) taken with pg_basebackup, which also writes standby.signal and the connection to stream from
# (-R); then PostgreSQL as a hot standby. A standby that fell too far behind (the primary no longer has the WAL
# it needs: "requested WAL segment ... has already been removed") is rebuilt by removing its volume
# (docker compose rm -sf postgres-replica && docker volume rm remote-listings_postgres-replica-data).
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  echo "postgres-replica: copying $PRIMARY_HOST with pg_basebackup"
  rm -rf "$PGDATA"
  until pg_basebackup -h "$PRIMARY_HOST" -U "$POSTGRES_USER" -D "$PGDATA" -R -X stream -c fast; do
    echo "postgres-replica: pg_basebackup failed, again in 5 s"
    rm -rf "$PGDATA"
    sleep 5
  done
fi
# the primary's archive_command would run here too on promotion: a promoted replica is a new primary, set up by hand
exec postgres -D "$PGDATA" -c hot_standby=on -c archive_mode=off -c listen_addresses='*'
