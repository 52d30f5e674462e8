import NavGraphModel
import NavGraphVocabulary

/// A case of an enum reducer (`case addItem(AddFeature)`), or of the `State` enum of a
/// hand-written one (`case addItem(AddFeature.State)`).
package struct ReducerCase: Hashable, Sendable {
  /// What the case holds, in the words the macro's metadata and reflection use.
  package typealias Kind = CaseRole

  package enum Attribute: String, Hashable, Sendable {
    case ephemeral = "@ReducerCaseEphemeral"
    case ignored = "@ReducerCaseIgnored"
  }

  package var name: String
  package var payloadText: String?
  /// `.ignored` for a case marked `@ReducerCaseIgnored`, whatever it holds.
  package var kind: Kind
  /// The feature (resolved name) or leaf type the case shows; `nil` without payload.
  package var target: String?
  package var attribute: Attribute?
  /// In a hand-written reducer: whether its body has a `Scope` for this case. Always true for
  /// `@Reducer enum`, whose scoping the macro writes.
  package var isScoped: Bool
  package var location: SourceLocation
  /// How many associated values the case has (`meeting(Meeting, syncUp: SyncUp)` has two).
  package var payloadCount: Int
  /// The first associated value has a label (`detail(item: Item)`).
  package var isFirstPayloadLabeled: Bool
  /// A `.data` case whose payload type is declared in the scanned sources and is not a
  /// reducer, as opposed to a type the scan never saw (which may be a reducer elsewhere).
  package var isDeclaredNonReducer: Bool

  package init(
    name: String, payloadText: String?, kind: Kind, target: String?, attribute: Attribute?,
    isScoped: Bool, location: SourceLocation, payloadCount: Int? = nil,
    isFirstPayloadLabeled: Bool = false, isDeclaredNonReducer: Bool = false
  ) {
    self.payloadCount = payloadCount ?? (payloadText == nil ? 0 : 1)
    self.isFirstPayloadLabeled = isFirstPayloadLabeled
    self.isDeclaredNonReducer = isDeclaredNonReducer
    self.name = name
    self.payloadText = payloadText
    self.kind = kind
    self.target = target
    self.attribute = attribute
    self.isScoped = isScoped
    self.location = location
  }
}
