#!/usr/bin/env python3
"""podman-compose as ops/compose-local.sh runs it: Debian bookworm's podman-compose 1.0.3, unchanged in what it
makes of the compose file (the same `podman run` arguments), with two of its pauses taken out:
- it sleeps 1 s after every podman command it runs (`Podman.run(..., sleep=1)`, marked "TODO: remove sleep" in
  its source): a pod create and 27 container runs, plus the retries below, were ~1 minute of the platform's start;
- `up SERVICE...` also runs every service SERVICE depends on, whatever `--no-deps` says (1.0.3 parses the flag and
  ignores it): each wave of compose-local.sh tried to run the earlier waves' containers again (`podman run` fails
  on the name in use, then `podman start`, a second each). With `--no-deps`, only the services named are run,
  as Compose does; compose-local.sh starts their dependencies itself, in the waves before.
Another version of podman-compose runs as it is (these internals are 1.0.3's). ops/compose-local.sh runs this file
with podman-compose's own interpreter (the first line of the podman-compose command)."""
import os
import sys

try:
    import podman_compose as pc
except ImportError:  # run by another interpreter than podman-compose's: podman-compose as it is
    os.execvp("podman-compose", ["podman-compose", *sys.argv[1:]])

if getattr(pc, "__version__", None) == "1.0.3":
    _run = pc.Podman.run

    def run(self, podman_args, cmd="", cmd_args=None, wait=True, sleep=1, obj=None):
        return _run(self, podman_args, cmd, cmd_args, wait, 0, obj)

    pc.Podman.run = run

    _excluded = pc.get_excluded

    def get_excluded(compose, args):
        if getattr(args, "services", None) and getattr(args, "no_deps", False):
            excluded = set(compose.services) - set(args.services)
            print("** excluding: ", excluded)
            return excluded
        return _excluded(compose, args)

    pc.get_excluded = get_excluded

sys.argv[0] = "podman-compose"
sys.exit(pc.main())
