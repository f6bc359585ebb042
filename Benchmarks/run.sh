#!/usr/bin/env bash
# Builds the benchmarks in release mode and runs them: prints the table, writes results/latest.json.
#   Benchmarks/run.sh            full run (a few minutes on 2 cores, build included)
#   Benchmarks/run.sh --smoke    seconds once built, for CI; timings are not asserted
#   Benchmarks/run.sh --profile 1000 200   one workload alone, for valgrind --tool=callgrind
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --scratch-path .build-bench --product WaypointBenchmarks
exec .build-bench/release/WaypointBenchmarks "$@"
