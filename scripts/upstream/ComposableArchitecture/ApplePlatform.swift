// What TCA's tests find on Apple platforms through `import XCTest` (which brings Foundation and
// Darwin there) and that Linux keeps elsewhere or lacks: URLSession lives in
// FoundationNetworking, and Dispatch's `NSEC_PER_SEC` is a C macro Swift does not import.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

#if !canImport(Darwin)
  /// Nanoseconds per second, as Darwin's Dispatch defines it.
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
#endif
