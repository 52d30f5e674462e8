@_spi(RawSyntax) import SwiftSyntax

/// A node of the raw tree with the byte offset where it starts (trivia included): what a
/// collector needs to read a node's text and position without building it as `Syntax`.
///
/// Reading a child through swift-syntax's typed API builds the child — an arena entry for
/// every child of its parent, a retained parent and a `String` for each name — on every step
/// down. A child's offset is
/// its parent's plus the lengths of the children before it.
struct RawLocated {
  let raw: RawSyntax
  let offset: Int

  init(_ raw: RawSyntax, at offset: Int) {
    self.raw = raw
    self.offset = offset
  }

  init(_ node: some SyntaxProtocol) {
    self.init(node.raw, at: node.position.utf8Offset)
  }

  /// The bytes the node spans, trivia included (`position..<endPosition`).
  var range: Range<Int> { offset..<(offset + raw.byteLength) }

  /// `child`, one of this node's layout children, located.
  func locate(_ child: some RawSyntaxNodeProtocol) -> RawLocated {
    var offset = self.offset
    if let layout = raw.layoutView {
      for case let slot? in layout.children {
        if slot.id == child.raw.id { break }
        offset += slot.byteLength
      }
    }
    return RawLocated(child.raw, at: offset)
  }

  /// The elements of a syntax collection (this node), each located.
  var elements: [RawLocated] {
    guard let layout = raw.layoutView else { return [] }
    var offset = self.offset
    var located: [RawLocated] = []
    located.reserveCapacity(layout.children.count)
    for case let element? in layout.children {
      located.append(RawLocated(element, at: offset))
      offset += element.byteLength
    }
    return located
  }
}
