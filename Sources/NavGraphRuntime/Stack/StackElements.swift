/// The elements of a ``StackState`` in order, with their ids, in two plain arrays.
///
/// An id is looked up from the top of the stack down: pushes, pops and the actions of the screen
/// on top all happen there, so they find their element in a step or two. Below the top few
/// positions the search is a binary search while the ids are in increasing order (fresh ids
/// always are: generations only grow), else a scan. An `OrderedDictionary` would keep a hash
/// table of every id, updated on each push and pop: for stacks of more than 15 elements that is
/// generic code and a probe into a table as large as the stack, so a push + pop would cost more
/// the deeper the stack.
@usableFromInline
struct StackElements<Element> {
  @usableFromInline private(set) var ids: [StackElementID] = []
  /// The values, at the positions of their ids. Callers may change a value in place, never the
  /// count.
  @usableFromInline var values: [Element] = []
  /// Whether `ids` increase from bottom to top, so a deep lookup may bisect.
  @usableFromInline private(set) var idsAscend = true

  @usableFromInline init() {}

  @inlinable var count: Int { ids.count }
  @inlinable var isEmpty: Bool { ids.isEmpty }

  /// The position of `id`, searching the top few positions first.
  @inlinable
  func index(forKey id: StackElementID) -> Int? {
    var position = ids.count
    let nearTop = Swift.max(0, position - 4)
    while position > nearTop {
      position -= 1
      if ids[position] == id { return position }
    }
    return nearTop == 0 ? nil : index(of: id, below: nearTop)
  }

  @usableFromInline
  func index(of id: StackElementID, below end: Int) -> Int? {
    guard idsAscend else { return ids[..<end].lastIndex(of: id) }
    var low = 0
    var high = end
    while low < high {
      let middle = (low + high) / 2
      if ids[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < end && ids[low] == id ? low : nil
  }

  /// The value with `id`; setting nil removes it, setting a missing id appends it.
  @inlinable
  subscript(id: StackElementID) -> Element? {
    get { index(forKey: id).map { values[$0] } }
    _modify {
      // The value is moved out of the array while the caller changes it (swapped to the end and
      // popped, as `OrderedDictionary` does), so a nested mutation never copies it.
      let index = index(forKey: id)
      var value: Element?
      if let index {
        values.swapAt(index, values.count - 1)
        value = values.removeLast()
      }
      defer { finishModify(id: id, at: index, value) }
      yield &value
    }
  }

  @usableFromInline
  mutating func finishModify(id: StackElementID, at index: Int?, _ value: Element?) {
    switch (index, value) {
    case let (index?, value?):
      values.append(value)
      values.swapAt(index, values.count - 1)
    case let (index?, nil):
      if index < values.count {
        let standIn = values.remove(at: index)
        values.append(standIn)
      }
      ids.remove(at: index)
    case let (nil, value?):
      append(value, id: id)
    case (nil, nil):
      break
    }
  }

  /// Replaces the value under `id`, or adds it on top when `id` is new (the dictionary
  /// assignment `elements[id] = value`). An id above the top one, as a fresh id is, needs no
  /// search.
  mutating func assign(_ value: Element, id: StackElementID) {
    if idsAscend, let last = ids.last, last < id {
      append(value, id: id)
    } else if let index = index(forKey: id) {
      values[index] = value
    } else {
      append(value, id: id)
    }
  }

  /// Adds `value` on top under `id`, which the stack does not contain.
  private mutating func append(_ value: Element, id: StackElementID) {
    if let last = ids.last, !(last < id) { idsAscend = false }
    ids.append(id)
    values.append(value)
  }

  mutating func removeLast() -> (id: StackElementID, value: Element) {
    (ids.removeLast(), values.removeLast())
  }

  /// Removes the elements from `index` to the top.
  mutating func removeSubrange(from index: Int) {
    ids.removeSubrange(index...)
    values.removeSubrange(index...)
  }

  mutating func removeAll(keepingCapacity keepCapacity: Bool) {
    ids.removeAll(keepingCapacity: keepCapacity)
    values.removeAll(keepingCapacity: keepCapacity)
    idsAscend = true
  }

  /// Removes the elements for which `shouldBeRemoved` holds; returns their ids, bottom first.
  mutating func removeAll(
    where shouldBeRemoved: (Element) throws -> Bool
  ) rethrows -> [StackElementID] {
    var keptIDs: [StackElementID] = []
    var keptValues: [Element] = []
    var removed: [StackElementID] = []
    for (id, value) in zip(ids, values) {
      if try shouldBeRemoved(value) {
        removed.append(id)
      } else {
        keptIDs.append(id)
        keptValues.append(value)
      }
    }
    if !removed.isEmpty {
      ids = keptIDs
      values = keptValues
    }
    return removed
  }

  /// `(id, value)` pairs, bottom first.
  var pairs: Zip2Sequence<[StackElementID], [Element]> { zip(ids, values) }
}

extension StackElements: Equatable where Element: Equatable {
  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.ids == rhs.ids && lhs.values == rhs.values }
}

extension StackElements: Hashable where Element: Hashable {
  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(values)
  }
}

extension StackElements: Sendable where Element: Sendable {}
