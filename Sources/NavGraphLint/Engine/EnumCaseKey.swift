import NavGraphCore

/// One case of an enum reducer, by the names the graph and the facts give it
/// (`Inventory.Destination`, `addItem`): what lint looks cases up by when it asks whether code
/// builds one or a trace visits one.
package struct EnumCaseKey: Hashable, Sendable {
  /// The enum reducer; `nil` for a case built where the scanner could not name its enum,
  /// which counts for every enum with a case of that name.
  package var enumReducer: String?
  package var caseName: String

  package init(_ enumReducer: String?, case caseName: some StringProtocol) {
    self.enumReducer = enumReducer
    self.caseName = String(caseName)
  }
}
