/// Line starts of one file, so a syntax position becomes line and column with a binary
/// search; cheaper than a `SourceLocationConverter`, which this scanner would build for every
/// file only to ask it about a handful of nodes.
struct LineTable: Sendable {
  private var starts: [Int] = [0]

  init(_ bytes: some Sequence<UInt8>) {
    var offset = 0
    for byte in bytes {
      offset += 1
      if byte == 10 { starts.append(offset) }
    }
  }

  /// 1-based line and UTF-8 column of a byte offset.
  func location(ofOffset offset: Int) -> (line: Int, column: Int) {
    var low = 0, high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return (low + 1, offset - starts[low] + 1)
  }
}
