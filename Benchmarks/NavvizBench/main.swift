// `make bench` runs this in a release build and prints the figures BENCHMARKS.md records.
print("navviz-bench")
runScanBenchmarks()
