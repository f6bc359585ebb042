#!/usr/bin/env bash
# Builds the benchmarks in release mode and runs them: prints the table, writes results/latest.json.
#   Benchmarks/run.sh            full run
#   Benchmarks/run.sh --smoke    seconds, for CI; timings are not asserted
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --scratch-path .build-bench --product WaypointBenchmarks 2>&1 | grep -v "^\[" || true
exec .build-bench/release/WaypointBenchmarks "$@"
