/// A type that holds navigation: presentation state, stack state, rows, an optional. It writes
/// down what it holds (presence, ids) and hands each value it holds to the value type's plan.
package protocol _SkeletonContainer {
  /// The type of the values held.
  static var skeletonElementType: any Any.Type { get }
  /// Appends the skeleton of the container at `pointer`, each value through `element`.
  static func appendSkeleton(
    _ pointer: UnsafeRawPointer, element: NavigationSkeleton.Plan,
    to skeleton: inout NavigationSkeleton
  ) -> Bool
}

extension PresentationState: _SkeletonContainer {
  package static var skeletonElementType: any Any.Type { State.self }

  package static func appendSkeleton(
    _ pointer: UnsafeRawPointer, element: NavigationSkeleton.Plan,
    to skeleton: inout NavigationSkeleton
  ) -> Bool {
    guard let value = pointer.assumingMemoryBound(to: Self.self).pointee.wrappedValue else {
      skeleton.words.append(0)
      return true
    }
    skeleton.words.append(1)
    return withUnsafePointer(to: value) { element.append(UnsafeRawPointer($0), to: &skeleton) }
  }
}

extension StackState: _SkeletonContainer {
  package static var skeletonElementType: any Any.Type { Element.self }

  package static func appendSkeleton(
    _ pointer: UnsafeRawPointer, element: NavigationSkeleton.Plan,
    to skeleton: inout NavigationSkeleton
  ) -> Bool {
    let elements = pointer.assumingMemoryBound(to: Self.self).pointee.elements
    skeleton.words.append(UInt(elements.count))
    for id in elements.ids { skeleton.words.append(UInt(bitPattern: id.generation)) }
    guard !element.isPlain else { return true }
    return elements.values.withUnsafeBufferPointer { element.appendEach($0, to: &skeleton) }
  }
}

extension IdentifiedArray: _SkeletonContainer {
  package static var skeletonElementType: any Any.Type { Element.self }

  package static func appendSkeleton(
    _ pointer: UnsafeRawPointer, element: NavigationSkeleton.Plan,
    to skeleton: inout NavigationSkeleton
  ) -> Bool {
    let rows = pointer.assumingMemoryBound(to: Self.self).pointee
    skeleton.words.append(UInt(rows.count))
    for id in rows.ids { skeleton.ids.append(AnyHashable(id)) }
    guard !element.isPlain else { return true }
    return rows.elements.withUnsafeBufferPointer { element.appendEach($0, to: &skeleton) }
  }
}

extension Optional: _SkeletonContainer {
  package static var skeletonElementType: any Any.Type { Wrapped.self }

  package static func appendSkeleton(
    _ pointer: UnsafeRawPointer, element: NavigationSkeleton.Plan,
    to skeleton: inout NavigationSkeleton
  ) -> Bool {
    guard pointer.assumingMemoryBound(to: Self.self).pointee != nil else {
      skeleton.words.append(0)
      return true
    }
    skeleton.words.append(1)
    // `.some` stores the wrapped value as it is, at the optional's own address.
    return element.append(pointer, to: &skeleton)
  }
}

extension NavigationSkeleton.Plan {
  /// Appends each value a container holds contiguously, through this plan; `false` as soon as
  /// one cannot be written down exactly.
  fileprivate func appendEach<Value>(
    _ values: UnsafeBufferPointer<Value>, to skeleton: inout NavigationSkeleton
  ) -> Bool {
    values.indices.allSatisfy {
      append(UnsafeRawPointer(values.baseAddress! + $0), to: &skeleton)
    }
  }
}
