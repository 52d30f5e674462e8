extension Edge {
  /// A screen switch: a feature that is (or holds in a non-optional field) an enum of screens
  /// and scopes each case to its child — splash, then onboarding, then the main tabs. The graph
  /// records it as composition (a `scope` edge with its `case`); pictures draw it as the
  /// navigation it is for the user, who sees one screen replace another.
  package var isScreenSwitch: Bool { kind == .scope && self.case != nil }

  /// Whether the edge changes what is on screen: a navigation edge or a screen switch. Pictures
  /// always draw these; other composition only where it connects a feature to an entry point.
  package var navigates: Bool { kind.isNavigation || isScreenSwitch }
}
