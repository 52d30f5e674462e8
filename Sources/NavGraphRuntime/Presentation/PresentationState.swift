/// Optional destination state held in a copy-on-write box (P-1). The projected value (`$field`)
/// is the wrapper itself, which `ifLet` focuses on.
@propertyWrapper
public struct PresentationState<State> {
  @usableFromInline
  final class Storage: @unchecked Sendable {
    @usableFromInline var state: State?
    @usableFromInline init(_ state: State?) { self.state = state }
  }

  @usableFromInline var storage: Storage
  /// The identity the presentation reducer last mounted; not part of equality (P-2).
  @usableFromInline
  var presentedID: NavigationIDPath?

  // No `init()`: with one, Swift's memberwise initializer would take the wrapper for an
  // `@Presents var child: Child.State?` written without `= nil`, and `Feature.State(child:
  // Child.State())` (the seeds' spelling) would not compile.
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// Inlinable: compiled for the caller's state type, reading or changing the destination in
  /// its box costs no generic lookups.
  @inlinable
  public var wrappedValue: State? {
    get { storage.state }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.state = newValue
      } else {
        storage = Storage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.state) }
      yield &storage.state
    }
  }

  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// Reads or writes the payload of one case of enum destination state (P-4, P-5).
  public subscript<Case>(
    case path: CaseKeyPath<State, Case>,
    fileID fileID: StaticString = #fileID, filePath filePath: StaticString = #filePath,
    line line: UInt = #line, column column: UInt = #column
  ) -> Case? where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    set {
      guard let current = wrappedValue, current[case: path] != nil else {
        reportUnrelatedCase(
          wrappedValue, at: IssueLocation(
            fileID: fileID, filePath: filePath, line: line, column: column))
        return
      }
      wrappedValue = newValue.map { path($0) }
    }
  }

  func hasSameStorage(as other: Self) -> Bool { storage === other.storage }
}

/// The `@Presents var destination: Destination.State?` spelling of ``PresentationState`` (P-7).
public typealias Presents = PresentationState

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hasSameStorage(as: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension PresentationState: CustomReflectable {
  /// Dumps and diffs show the bare optional (P-3).
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

/// Writing through a case subscript to an unrelated (or absent) case is ignored.
func reportUnrelatedCase(_ current: Any?, at location: IssueLocation) {
  let name = current.map { caseName(of: $0) }.map { " \"\($0)\"" } ?? ""
  reportIssue("Can't modify unrelated case\(name)", at: location)
}

func caseName(of value: Any) -> String {
  Mirror(reflecting: value).children.first?.label ?? "\(value)"
}
