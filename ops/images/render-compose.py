#!/usr/bin/env python3
"""Merges docker-compose.yml with override files the way Compose does, into one file podman-compose 1.0.3
(Debian bookworm's) runs as meant:
- Compose merge rules: mappings merge key by key; command, entrypoint and healthcheck.test are replaced
  (podman-compose 1.0.3 appends lists: an override's command would follow the original one).
- Every YAML anchor becomes its own copy, and health check tests become shell strings: podman-compose 1.0.3
  pops "CMD" off a test list in place, so the second replica sharing that list fails to start.
- Services with profiles are kept only when COMPOSE_PROFILES names one of them (1.0.3 ignores profiles).
- build.context and the sources of bind mounts (./path) become absolute: the rendered file lives outside the
  repository, and podman-compose resolves relative paths from the file's own folder.
${VAR} references stay as they are: podman-compose substitutes them from the environment (${VAR:-} becomes
${VAR}: 1.0.3 leaves an empty default unsubstituted, the literal text reaching the container).
- OUT.waves: the services in start order, one line a wave, each wave depending only on earlier ones
  (ops/compose-local.sh starts them wave by wave and waits for each to be healthy, as Compose does for
  depends_on: service_healthy; podman-compose 1.0.3 starts everything at once).
Usage: render-compose.py OUT BASE [OVERRIDE...]"""
import copy
import os
import re
import shlex
import sys

import yaml

REPLACED = {"command", "entrypoint", "test", "dns", "tmpfs", "cap_drop", "cap_add", "security_opt"}


def merge(base, over, key=None):
    if isinstance(base, dict) and isinstance(over, dict):
        out = {k: copy.deepcopy(v) for k, v in base.items()}
        for k, v in over.items():
            out[k] = merge(out[k], v, k) if k in out else copy.deepcopy(v)
        return out
    if isinstance(base, list) and isinstance(over, list) and key not in REPLACED:
        return copy.deepcopy(base) + [copy.deepcopy(v) for v in over if v not in base]
    return copy.deepcopy(over)


def shell_test(test):
    if isinstance(test, str) or not test:
        return test
    kind, rest = test[0], test[1:]
    if kind == "CMD-SHELL":
        return rest[0]
    if kind == "CMD":
        return " ".join(shlex.quote(a) for a in rest)
    return test


def absolute_bind(volume, root):
    if isinstance(volume, str) and volume.startswith("."):
        source, _, rest = volume.partition(":")
        return os.path.normpath(os.path.join(root, source)) + ":" + rest
    if isinstance(volume, dict) and volume.get("type") == "bind" and str(volume.get("source", "")).startswith("."):
        return {**volume, "source": os.path.normpath(os.path.join(root, volume["source"]))}
    return volume


def waves(services):
    level = {}

    def depth(name):
        if name not in level:
            deps = services[name].get("depends_on") or []
            level[name] = 1 + max((depth(d) for d in deps if d in services), default=-1)
        return level[name]

    for name in services:
        depth(name)
    return [[n for n in services if level[n] == i] for i in range(max(level.values(), default=-1) + 1)]


def main():
    out_path, files = sys.argv[1], sys.argv[2:]
    merged = {}
    for f in files:
        with open(f) as fh:
            merged = merge(merged, yaml.safe_load(fh) or {})
    root = os.path.dirname(os.path.abspath(files[0]))
    merged = {k: v for k, v in merged.items() if not k.startswith("x-")}
    active = set(filter(None, os.environ.get("COMPOSE_PROFILES", "").split(",")))
    services = merged.get("services", {})
    for name in [n for n, s in services.items() if s.get("profiles") and not active & set(s["profiles"])]:
        del services[name]
    for svc in services.values():
        svc.pop("profiles", None)
        hc = svc.get("healthcheck")
        if isinstance(hc, dict) and "test" in hc:
            hc["test"] = shell_test(hc["test"])
        if "volumes" in svc:
            svc["volumes"] = [absolute_bind(v, root) for v in svc["volumes"]]
        build = svc.get("build")
        if isinstance(build, dict):
            build["context"] = os.path.normpath(os.path.join(root, build.get("context", ".")))
        elif isinstance(build, str):
            svc["build"] = os.path.normpath(os.path.join(root, build))
    text = re.sub(r"\$\{([A-Za-z_][A-Za-z0-9_]*):-\}", r"${\1}", yaml.safe_dump(merged, sort_keys=False, width=1000))
    with open(out_path, "w") as fh:
        fh.write("# Rendered by ops/images/render-compose.py from: " + " ".join(files) + ". Do not edit.\n")
        fh.write(text)
    with open(out_path + ".waves", "w") as fh:
        fh.write("".join(" ".join(w) + "\n" for w in waves(services)))


if __name__ == "__main__":
    main()
