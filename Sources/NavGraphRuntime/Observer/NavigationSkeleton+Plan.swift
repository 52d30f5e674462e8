import Foundation

// `_forEachFieldWithKeyPath`: the standard library's field reflection (SPI), as in
// `StateLayout`. Without it (Apple SDKs may not ship the private interface) no struct has a
// plan, so no state has a skeleton and the recorder compares every step in full.
#if os(Linux)
@_spi(Reflection) import Swift
#endif
@_spi(Reflection) import CasePaths

extension NavigationSkeleton {
  /// How to write down the skeleton of a value of one type, worked out once per type from its
  /// runtime metadata and kept for the process. Walking a plan reads each value in place (by
  /// field offset, enum tag and container storage): no `Any` boxes, key paths or casts per step.
  ///
  /// A class, so that a type that navigates to itself (a feature presenting itself) has a plan
  /// that refers to itself.
  package final class Plan: @unchecked Sendable {
    enum Shape {
      /// Nothing navigation could be reached through: numbers, strings, arrays, dictionaries,
      /// classes, tuples, closures, and structs holding only those. The diff and the state
      /// reader never look inside these either.
      case plain
      /// Cannot be written down exactly (an existential, an enum without reflection records).
      case opaque
      case structure(fields: [(offset: Int, plan: Plan)], id: IDReader?)
      /// Presentation or stack state, rows, or an optional.
      case container(any _SkeletonContainer.Type, element: Plan)
      case enumeration(EnumPlan, id: IDReader?)
    }

    /// Set once, while the plan is built under the table's lock; only read after that, so the
    /// read on every step needs no exclusivity check.
    @exclusivity(unchecked) fileprivate(set) var shape: Shape = .opaque

    var isPlain: Bool {
      if case .plain = shape { return true }
      return false
    }

    /// Appends the skeleton of the value at `pointer`, a value of this plan's type; false when
    /// the value holds something no skeleton describes.
    func append(_ pointer: UnsafeRawPointer, to skeleton: inout NavigationSkeleton) -> Bool {
      switch shape {
      case .plain:
        return true
      case .opaque:
        return false
      case let .structure(fields, id):
        if let id { skeleton.ids.append(id(pointer)) }
        for field in fields where !field.plan.append(pointer + field.offset, to: &skeleton) {
          return false
        }
        return true
      case let .container(container, element):
        return container.appendSkeleton(pointer, element: element, to: &skeleton)
      case let .enumeration(plan, id):
        if let id { skeleton.ids.append(id(pointer)) }
        return plan.append(pointer, to: &skeleton)
      }
    }
  }

  /// Reads the id of an `Identifiable` value in place.
  package typealias IDReader = (UnsafeRawPointer) -> AnyHashable

  /// The plan for values of `type`.
  package static func plan(for type: any Any.Type) -> Plan {
    table.lock.lock()
    defer { table.lock.unlock() }
    if let known = table.plans[ObjectIdentifier(type)] { return known }
    let plan = Plan()
    // In the table before it is built: a type reachable from itself finds this plan.
    table.plans[ObjectIdentifier(type)] = plan
    plan.shape = shape(of: type)
    return plan
  }

  /// Plans by type. The lock is recursive: building a plan asks for the plans of the types
  /// the type holds, and the whole build happens under it, so no thread sees a plan half built.
  private final class Table: @unchecked Sendable {
    let lock = NSRecursiveLock()
    var plans: [ObjectIdentifier: Plan] = [:]
  }

  private static let table = Table()

  private static func shape(of type: any Any.Type) -> Plan.Shape {
    switch metadataKind(of: type) {
    case optionalKind, structKind:
      if let container = type as? any _SkeletonContainer.Type {
        return .container(container, element: plan(for: container.skeletonElementType))
      }
      return structureShape(of: type)
    case enumKind:
      return enumerationShape(of: type)
    case existentialKind, extendedExistentialKind:
      return .opaque
    default:
      // A class, tuple, closure or metatype holds no navigation; but the diff tells two
      // presented values apart by their `Identifiable` id, and a class can have one.
      return idReader(of: type).map { .structure(fields: [], id: $0) } ?? .plain
    }
  }

  private static func structureShape(of type: any Any.Type) -> Plan.Shape {
    #if os(Linux)
    func listedFields<Root>(_: Root.Type) -> [(offset: Int, plan: Plan)]? {
      var fields: [(offset: Int, plan: Plan)] = []
      func add(_ keyPath: PartialKeyPath<Root>) -> Bool {
        let valueType = Swift.type(of: keyPath as AnyKeyPath).valueType
        let fieldPlan = plan(for: valueType)
        guard !fieldPlan.isPlain else { return true }
        guard let offset = MemoryLayout<Root>.offset(of: keyPath) else { return false }
        fields.append((offset, fieldPlan))
        return true
      }
      var added = true
      if _forEachFieldWithKeyPath(of: Root.self, body: { _, keyPath in
        added = add(keyPath)
        return added
      }) {
        return added ? fields : nil
      }
      // A field the standard library gives no key path for (a closure, a metatype, a weak
      // reference, a builtin number) holds no navigation. The diff then reads this type with
      // `Mirror`, which a custom mirror can change: such a type is not described.
      fields = []
      guard
        _forEachFieldWithKeyPath(
          of: Root.self, options: ignoringUnknownFields,
          body: { _, keyPath in
            added = add(keyPath)
            return added
          }), added, fields.isEmpty || !(Root.self is any CustomReflectable.Type)
      else { return nil }
      return fields
    }
    guard let fields = _openExistential(type, do: listedFields) else { return .opaque }
    let id = idReader(of: type)
    return fields.isEmpty && id == nil ? .plain : .structure(fields: fields, id: id)
    #else
    return .opaque
    #endif
  }

  private static func enumerationShape(of type: any Any.Type) -> Plan.Shape {
    // A local generic function: passing `EnumPlan.init` itself crashes the compiler (6.3.1).
    func enumPlan<Enum>(_: Enum.Type) -> EnumPlan? { EnumPlan(Enum.self) }
    guard let plan = _openExistential(type, do: enumPlan) else { return .opaque }
    return .enumeration(plan, id: idReader(of: type))
  }

  private static func idReader(of type: any Any.Type) -> IDReader? {
    guard let identifiable = type as? any Identifiable.Type else { return nil }
    func reader<Value: Identifiable>(_: Value.Type) -> IDReader {
      { AnyHashable($0.assumingMemoryBound(to: Value.self).pointee.id) }
    }
    return reader(identifiable)
  }

  /// Appends the skeleton of `state`, whose type is `plan`'s; false when it has none.
  package mutating func append(_ state: Any, plan: Plan) -> Bool {
    func open<State>(_ state: State) -> Bool {
      withUnsafePointer(to: state) {
        append(UnsafeRawPointer($0), type: State.self, plan: plan)
      }
    }
    return _openExistential(state, do: open)
  }

  /// Appends the skeleton of the state of `type` at `pointer`; `plan` is `type`'s.
  package mutating func append(
    _ pointer: UnsafeRawPointer, type: any Any.Type, plan: Plan
  ) -> Bool {
    // The root's type first: states of two types never compare equal.
    words.append(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(type))))
    return plan.append(pointer, to: &self)
  }
}

#if os(Linux)
/// `_EachFieldOptions.ignoreUnknown`: the standard library declares its options as
/// `static var`s, which strict concurrency forbids reading, so it is built from its raw value
/// (bit 1, as declared in the standard library's ReflectionMirror.swift).
private let ignoringUnknownFields = _EachFieldOptions(rawValue: 1 << 1)
#endif

/// Kind 0x307: an existential with a primary associated type (`any Collection<Int>`).
package let extendedExistentialKind: UInt = 0x307
