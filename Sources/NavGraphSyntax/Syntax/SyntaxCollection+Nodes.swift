import SwiftSyntax

extension SyntaxCollection {
  /// The elements, in order, as iterating the collection gives them — read without
  /// swift-syntax's `SyntaxCollectionIterator`, whose `next()` is generic code the compiler
  /// cannot specialise from another module: it looked up type metadata for every element,
  /// which made walking argument, binding and attribute lists a sizeable part of collecting.
  var nodes: SyntaxNodes<Self> { SyntaxNodes(children: children(viewMode: .all)) }
}

/// The elements of one syntax collection (`SyntaxCollection.nodes`).
struct SyntaxNodes<Collection: SyntaxCollection>: Sequence {
  let children: SyntaxChildren

  func makeIterator() -> Iterator { Iterator(children: children.makeIterator()) }

  var first: Collection.Element? {
    var iterator = makeIterator()
    return iterator.next()
  }

  struct Iterator: IteratorProtocol {
    var children: SyntaxChildren.Iterator

    mutating func next() -> Collection.Element? {
      // A collection's children are all of its element type (the iterator it replaces casts
      // them the same way).
      children.next().map { Collection.Element($0)! }
    }
  }
}
