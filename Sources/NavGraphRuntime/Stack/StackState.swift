import OrderedCollections

/// The elements of a navigation stack, each under a generational ``StackElementID`` (S-6…S-16).
/// A random-access, range-replaceable collection whose positions are read-only: elements change
/// through `[id:]`.
public struct StackState<Element> {
  @usableFromInline var elements = StackElements<Element>()
  /// The ids the stack reducer saw after its previous run; not part of equality (S-15).
  @usableFromInline var mounted: MountedIDs?
  /// What changed since the reducer last looked, so it need not compare whole stacks.
  @usableFromInline var changeLog = StackChangeLog()

  public init() {}

  public init(_ elements: some Sequence<Element>) {
    let stackElementID = currentStackElementIDs()
    for element in elements { self.elements.assign(element, id: stackElementID.next()) }
  }

  /// The ids, in order (S-9). Built when asked for: the stack keeps its ids in an array (see
  /// ``StackElements``).
  public var ids: OrderedSet<StackElementID> { OrderedSet(uncheckedUniqueElements: elements.ids) }

  /// Reads, replaces or (with nil) removes the element with `id` (S-10, S-11).
  public subscript(
    id id: StackElementID,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Element? {
    _read { yield elements[id] }
    _modify {
      // In place: StackElements moves the element out and back, so a nested mutation
      // (`path[id: id]?.destination...`) never copies it. The count says what the caller did.
      let countBefore = elements.count
      yield &elements[id]
      if elements.count < countBefore {
        changeLog.removed.append(id)
      } else if elements.count > countBefore {
        @Dependency(\.context) var context
        if context == .test {
          changeLog.added.append(id)
        } else {
          elements[id] = nil
          reportIssue(
            "Can't assign element at missing ID.",
            at: IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
      }
    }
  }

  /// Reads or writes the payload of one enum case of the element with `id` (S-12, S-13).
  public subscript<Case>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Case>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? where Element: CasePathable {
    get { elements[id]?[case: path] }
    set {
      let location = IssueLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      guard let element = elements[id], element[case: path] != nil else {
        reportUnrelatedCase(elements[id], at: location)
        return
      }
      elements[id] = newValue.map { path($0) }
      if newValue == nil { changeLog.removed.append(id) }
    }
  }

  /// Removes `id` and every element after it; false when `id` is missing (S-14).
  @discardableResult
  public mutating func pop(from id: StackElementID) -> Bool {
    guard let index = elements.index(forKey: id) else { return false }
    changeLog.removed.append(contentsOf: elements.ids[index...])
    elements.removeSubrange(from: index)
    return true
  }

  /// Removes every element after `id`, keeping `id`.
  @discardableResult
  public mutating func pop(to id: StackElementID) -> Bool {
    guard let index = elements.index(forKey: id) else { return false }
    changeLog.removed.append(contentsOf: elements.ids[(index + 1)...])
    elements.removeSubrange(from: index + 1)
    return true
  }
}

extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }
  public subscript(position: Int) -> Element { elements.values[position] }

  /// New elements get fresh ids at the moment of insertion (S-7).
  public mutating func replaceSubrange<C: Collection>(
    _ subrange: Range<Int>, with newElements: C
  ) where C.Element == Element {
    let stackElementID = currentStackElementIDs()
    if subrange.isEmpty, subrange.lowerBound == elements.count {
      for element in newElements { place(element, id: stackElementID.next()) }
      return
    }
    changeLog.removed.append(contentsOf: elements.ids[subrange])
    var result = StackElements<Element>()
    for (id, element) in elements.pairs.prefix(subrange.lowerBound) {
      result.assign(element, id: id)
    }
    for element in newElements {
      let id = stackElementID.next()
      result.assign(element, id: id)
      changeLog.added.append(id)
    }
    for (id, element) in elements.pairs.dropFirst(subrange.upperBound) {
      result.assign(element, id: id)
    }
    elements = result
  }

  public mutating func append(_ newElement: Element) {
    let stackElementID = currentStackElementIDs()
    place(newElement, id: stackElementID.next())
  }

  /// Discardable, as the collection's other removals and `Array`'s are: `path.removeLast()` is
  /// how a parent pops a screen (S-36).
  @discardableResult
  public mutating func removeLast() -> Element {
    let (id, element) = elements.removeLast()
    changeLog.removed.append(id)
    return element
  }

  /// Logs what it removes: the library's default (`self = Self()`) would also forget which
  /// elements the stack reducer mounted, and their effects would outlive them.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    changeLog.removed.append(contentsOf: elements.ids)
    elements.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes in place, so the elements kept keep their ids (the library's default rebuilds the
  /// collection, which would give every survivor a new id).
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    changeLog.removed.append(contentsOf: try elements.removeAll(where: shouldBeRemoved))
  }

  /// Adds `element` under `id` (a `.push(id:state:)`) and notes it as added. Not called
  /// `insert`: `RangeReplaceableCollection`'s `insert(_:at:)` is a different operation.
  mutating func place(_ element: Element, id: StackElementID) {
    elements.assign(element, id: id)
    changeLog.added.append(id)
  }
  public mutating func popLast() -> Element? { elements.isEmpty ? nil : removeLast() }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: Decodable where Element: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws { try Array(self).encode(to: encoder) }
}

extension StackState: CustomStringConvertible {
  public var description: String { Array(self).description }
}

extension StackState: CustomDumpReflectable {
  /// Diffs show `#id: element` pairs (S-16).
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      unlabeledChildren: elements.pairs.map { ($0, $1) },
      displayStyle: .dictionary
    )
  }
}

/// The id generator of the dependencies in force: what `@Dependency(\.stackElementID)` declared
/// on the spot returns, without the property wrapper's merge of the dependency table with
/// itself and its task-local bindings, which every push and pop would otherwise pay.
private func currentStackElementIDs() -> StackElementIDGenerator {
  DependencyValues._current.stackElementID
}
