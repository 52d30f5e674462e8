import NavGraphCore
import NavGraphFacts

/// How a fix for TCA 2.0 code names the children it integrates, in the beta's current spelling:
/// the child's reducer is written in the operator's closure.
extension FeatureFacts {
  /// `name` as the feature's own code spells it: `Destination` for `Inventory.Destination`
  /// inside `Inventory`.
  func localName(of name: String) -> String {
    let prefix = self.name + "."
    return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }

  /// The reducer a 2.0 `ifLet` or `forEach` runs for `child`: an enum reducer's synthesised
  /// `body` (`Destination.body`, `Path.body`), else the feature built (`Detail()`).
  func tca2Reducer(of child: String, in context: LintContext) -> String {
    let name = localName(of: child)
    return context.featureFacts[child]?.kind == .enum ? name + ".body" : name + "()"
  }
}
