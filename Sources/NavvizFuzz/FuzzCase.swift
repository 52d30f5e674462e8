/// One input of a fuzz run: which seed file it started from, the edits made to it, and the
/// bytes. `replay` is what a failure prints so the input can be rebuilt exactly.
public struct FuzzCase: Sendable, CustomStringConvertible {
  /// The run's seed and this input's iteration: together they rebuild the input.
  public var seed: UInt64
  public var iteration: Int
  /// The sample or fixture path it came from, or `random Swift`.
  public var origin: String
  public var edits: [ByteEdit]
  public var bytes: [UInt8]

  public init(seed: UInt64, iteration: Int, origin: String, edits: [ByteEdit], bytes: [UInt8]) {
    self.seed = seed
    self.iteration = iteration
    self.origin = origin
    self.edits = edits
    self.bytes = bytes
  }

  /// The command that rebuilds and runs this input alone.
  public var replay: String {
    "navviz-fuzz --seed \(seed) --replay \(iteration)"
  }

  public var description: String {
    let changes = edits.isEmpty ? "unchanged" : edits.map(\.description).joined(separator: "; ")
    return "seed \(seed), iteration \(iteration): \(origin), \(bytes.count) bytes; \(changes)"
      + " (replay: \(replay))"
  }
}
