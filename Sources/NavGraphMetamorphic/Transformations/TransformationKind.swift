/// Every transformation a metamorphic run applies, by its stable identifier (what the
/// benchmark prints and `--only` takes).
package enum TransformationKind: String, CaseIterable, Sendable {
  case renameHangul = "rename-hangul"
  case renameCyrillic = "rename-cyrillic"
  case renameAccented = "rename-accented"
  case renameEmoji = "rename-emoji"
  case renameKeywords = "rename-keywords"
  case renameLong = "rename-long"
  case lineBreaks = "line-breaks"
  case closuresAsArguments = "closures-as-arguments"
  case trailingClosures = "trailing-closures"
  case explicitSelf = "explicit-self"
  case implicitSelf = "implicit-self"
  case explicitInit = "explicit-init"
  case impliedInit = "implied-init"
  case moduleQualified = "module-qualified"
  case splitExtensions = "split-extensions"
  case hoistNestedTypes = "hoist-nested-types"
  case wrapIf = "wrap-if"
  case wrapSwitch = "wrap-switch"
  case wrapDoCatch = "wrap-do-catch"
  case wrapGuard = "wrap-guard"
  case wrapClosure = "wrap-closure"
  case wrapHelper = "wrap-helper"

  /// The family it belongs to, for summaries by class.
  package var family: String {
    switch self {
    case .renameHangul, .renameCyrillic, .renameAccented, .renameEmoji, .renameKeywords,
      .renameLong:
      "rename"
    case .lineBreaks, .closuresAsArguments, .trailingClosures, .explicitSelf, .implicitSelf,
      .explicitInit, .impliedInit, .moduleQualified:
      "reformat"
    case .splitExtensions, .hoistNestedTypes: "move"
    case .wrapIf, .wrapSwitch, .wrapDoCatch, .wrapGuard, .wrapClosure, .wrapHelper: "wrap"
    }
  }

  var transformation: any Transformation {
    switch self {
    case .renameHangul: RenameTransformation(scheme: .hangul)
    case .renameCyrillic: RenameTransformation(scheme: .cyrillic)
    case .renameAccented: RenameTransformation(scheme: .accented)
    case .renameEmoji: RenameTransformation(scheme: .emoji)
    case .renameKeywords: RenameTransformation(scheme: .keywords)
    case .renameLong: RenameTransformation(scheme: .long)
    case .lineBreaks: LineBreakTransformation()
    case .closuresAsArguments: ClosureArgumentTransformation()
    case .trailingClosures: TrailingClosureTransformation()
    case .explicitSelf: SelfReferenceTransformation(explicit: true)
    case .implicitSelf: SelfReferenceTransformation(explicit: false)
    case .explicitInit: InitializerSpellingTransformation(spelling: .explicit)
    case .impliedInit: InitializerSpellingTransformation(spelling: .implied)
    case .moduleQualified: ModuleQualificationTransformation()
    case .splitExtensions: ExtensionSplitTransformation()
    case .hoistNestedTypes: NestedTypeHoistingTransformation()
    case .wrapIf: ControlFlowWrapTransformation(wrapper: .ifStatement)
    case .wrapSwitch: ControlFlowWrapTransformation(wrapper: .switchStatement)
    case .wrapDoCatch: ControlFlowWrapTransformation(wrapper: .doCatch)
    case .wrapGuard: ControlFlowWrapTransformation(wrapper: .guardStatement)
    case .wrapClosure: ControlFlowWrapTransformation(wrapper: .closure)
    case .wrapHelper: HelperExtractionTransformation()
    }
  }

  /// The app rewritten, with how its graph's names should change.
  package func apply(to app: ParsedApp) -> TransformedApp {
    transformation.apply(to: app)
  }
}
