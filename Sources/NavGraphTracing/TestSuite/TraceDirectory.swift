import Foundation

/// Where test stores write their traces: `NAVVIZ_TRACE_DIR`, read when each `TestStore` is
/// created, so a whole test suite records traces without a change to its tests.
public enum TraceDirectory {
  /// The environment variable naming the directory.
  public static let environmentVariable = "NAVVIZ_TRACE_DIR"

  /// Overrides the environment for the current task: a test can record its own stores'
  /// traces without setting a process-wide variable that the tests running beside it would see.
  @TaskLocal public static var override: URL?

  /// The directory in force for a store created now, if any.
  static var current: URL? {
    if let override { return override }
    guard let value = ProcessInfo.processInfo.environment[environmentVariable], !value.isEmpty
    else { return nil }
    return URL(fileURLWithPath: value, isDirectory: true)
  }
}
