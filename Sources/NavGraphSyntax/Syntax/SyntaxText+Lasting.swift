@_spi(RawSyntax) import SwiftSyntax

extension SyntaxText {
  /// `string`'s UTF-8 bytes in storage that is never freed, for tables built once per process
  /// (`CalleeTable`) from names that are not literals (`PromptKind.stateTypeName`): a
  /// `SyntaxText` does not own its bytes.
  init(lasting string: String) {
    let bytes = Array(string.utf8)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(bytes.count, 1))
    storage.initialize(from: bytes, count: bytes.count)
    self.init(baseAddress: storage, count: bytes.count)
  }
}
