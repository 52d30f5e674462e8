/// One input of a fuzz run: which seed file it started from, the edits made to it, and the
/// bytes. `replay` is what a failure prints so the input can be rebuilt exactly.
package struct FuzzCase: Sendable, CustomStringConvertible {
  /// The run's seed and this input's iteration: together they rebuild the input.
  package var seed: UInt64
  package var iteration: Int
  /// The sample or fixture path it came from, or `random Swift`.
  package var origin: String
  package var edits: [ByteEdit]
  package var bytes: [UInt8]

  package init(seed: UInt64, iteration: Int, origin: String, edits: [ByteEdit], bytes: [UInt8]) {
    self.seed = seed
    self.iteration = iteration
    self.origin = origin
    self.edits = edits
    self.bytes = bytes
  }

  /// The command that rebuilds and runs this input alone.
  package var replay: String {
    "navviz-fuzz --seed \(seed) --replay \(iteration)"
  }

  package var description: String {
    let changes = edits.isEmpty ? "unchanged" : edits.map(\.description).joined(separator: "; ")
    return "seed \(seed), iteration \(iteration): \(origin), \(bytes.count) bytes; \(changes)"
      + " (replay: \(replay))"
  }
}
