#!/bin/sh
# As the official nginx image: /etc/nginx/templates/X.template -> /etc/nginx/conf.d/X with envsubst, only
# the variables whose names match NGINX_ENVSUBST_FILTER (a grep -E pattern) when it is set.
set -e
template_dir=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
suffix=${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}
output_dir=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}
[ -d "$template_dir" ] || exit 0
if [ ! -w "$output_dir" ]; then
  echo "$0: $output_dir is not writable" >&2
  exit 0
fi
defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${NGINX_ENVSUBST_FILTER:-.}/ ) ? name : \"\" } }" < /dev/null))
find "$template_dir" -follow -type f -name "*$suffix" -print | while read -r template; do
  relative_path="${template#"$template_dir/"}"
  output_path="$output_dir/${relative_path%"$suffix"}"
  mkdir -p "$(dirname "$output_path")"
  echo "$0: rendering $template to $output_path"
  envsubst "$defined_envs" < "$template" > "$output_path"
done
