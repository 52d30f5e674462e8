// Apple platforms give TCA's tests `import Combine`; on Linux, OpenCombine stands in for it
// (with its Dispatch and Foundation schedulers), as it does for combine-schedulers here. The
// test targets reach this module as `Combine` through `-module-alias`: a module really named
// Combine in the build folder would turn on the `#if canImport(Combine)` code of the packages
// the runtime depends on, which then no longer compiles against OpenCombine.
@_exported import OpenCombineShim
