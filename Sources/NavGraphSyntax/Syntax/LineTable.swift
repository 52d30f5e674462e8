/// Line starts of one file, so a syntax position becomes line and column with a binary
/// search; cheaper than a `SourceLocationConverter`, which this scanner would build for every
/// file only to ask it about a handful of nodes.
struct LineTable: Sendable {
  private var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      var from = 0
      while let newline = ByteSearch.index(of: 10, in: buffer, from: from) {
        from = newline + 1
        starts.append(from)
      }
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
