#!/usr/bin/env bash
# Runs every test (unit, differential, external-tool and end-to-end checks) with Maven.
# Extra arguments go to Maven. Tests needing stockfish or pgn-extract skip when they are missing,
# unless -Descaque.requireExternal=true (as .ci/run sets).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
exec mvn verify "$@"
