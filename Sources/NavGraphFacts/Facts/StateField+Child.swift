import NavGraphModel
import NavGraphVocabulary

extension StateField {
  /// What a field holds that navigation reaches: a feature's state, or a prompt's.
  ///
  /// A feature is written as its name (`"Settings.Destination"`), as the graph names it.
  package enum Child: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A feature's state, by the feature's resolved name (as written when the scan did not
    /// see it). A TCA 2.0 prompt held directly is a feature too; `StateField.prompt` says how
    /// its view shows it.
    case feature(String)
    /// TCA 1.x's prompt state: `AlertState` or `ConfirmationDialogState`.
    case prompt(PromptKind)

    package init(stringLiteral name: String) {
      self = .feature(name)
    }

    /// The feature's name, for `.feature`.
    package var featureName: String? {
      if case let .feature(name) = self { name } else { nil }
    }

    /// The prompt, for `.prompt`.
    package var promptKind: PromptKind? {
      if case let .prompt(kind) = self { kind } else { nil }
    }

    /// The name the graph draws the child under: the feature's, or the prompt's state type.
    package var name: String {
      switch self {
      case let .feature(name): name
      case let .prompt(kind): kind.stateTypeName
      }
    }

    package var description: String { name }
  }
}
