#!/usr/bin/env python3
"""Merges docker-compose.yml with override files the way Compose does, into one file podman-compose 1.0.3
(Debian bookworm's) runs as meant:
- Compose merge rules: mappings merge key by key; command, entrypoint and healthcheck.test are replaced
  (podman-compose 1.0.3 appends lists: an override's command would follow the original one).
- Every YAML anchor becomes its own copy, and health check tests become shell strings: podman-compose 1.0.3
  pops "CMD" off a test list in place, so the second replica sharing that list fails to start.
- Services with profiles are kept only when COMPOSE_PROFILES names one of them (1.0.3 ignores profiles).
- build.context becomes absolute (the rendered file lives outside the repository).
${VAR} references stay as they are: podman-compose substitutes them from the environment.
Usage: render-compose.py OUT BASE [OVERRIDE...]"""
import copy
import os
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
        build = svc.get("build")
        if isinstance(build, dict):
            build["context"] = os.path.normpath(os.path.join(root, build.get("context", ".")))
        elif isinstance(build, str):
            svc["build"] = os.path.normpath(os.path.join(root, build))
    with open(out_path, "w") as fh:
        fh.write("# Rendered by ops/images/render-compose.py from: " + " ".join(files) + ". Do not edit.\n")
        yaml.safe_dump(merged, fh, sort_keys=False, width=1000)


if __name__ == "__main__":
    main()
