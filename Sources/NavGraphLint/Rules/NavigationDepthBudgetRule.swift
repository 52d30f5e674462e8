import NavGraphCore

/// Presentations nested deeper than the team's budget.
package struct NavigationDepthBudgetRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "navigation-depth-budget",
    defaultSeverity: .note,
    summary: "A chain of nested presentations (sheet over sheet) deeper than the budget "
      + "(default 6).",
    rationale: """
      Each tree presentation nests the child's state in its presenter's, and each level is a \
      modal the user has to dismiss to get back: past a handful of levels people lose their \
      place, a deep link has to build every level, and dismissing from the top has to unwind \
      each presenter's effects. The chain is counted from every root and from every screen a \
      stack pushes (a pushed screen starts a new level); scoped children count as their \
      parent's screen, and alerts and dialogs do not count. Features that present each other \
      (a recursion) are one level: a chain goes through them without counting the \
      presentations between them, and `presentation-cycle` reports the recursion. When a flow \
      goes this deep, push its screens onto a stack, or present one feature that owns the rest \
      of the flow. Set the budget in `.navviz.yml`: `rules: {navigation-depth-budget: {budget: 4}}`.
      """,
    needsSourceFacts: false,
    options: Options.declared,
    triggeringExamples: [
      Example(#"""
        @Reducer struct Home { struct State { @Presents var a: A.State? = .init() } }
        @Reducer struct A { struct State { @Presents var b: B.State? = .init() } }
        @Reducer struct B { struct State { @Presents var c: C.State? = .init() } }
        @Reducer struct C { struct State { @Presents var d: D.State? = .init() } }
        @Reducer struct D { struct State { @Presents var e: E.State? = .init() } }
        @Reducer struct E { struct State { @Presents var f: F.State? = .init() } }
        @Reducer struct F { struct State { @Presents var ↓g: G.State? = .init() } }
        @Reducer struct G {}
        """#)
    ],
    nonTriggeringExamples: [
      Example(#"""
        @Reducer struct Home { struct State { @Presents var a: A.State? = .init() } }
        @Reducer struct A { struct State { @Presents var b: B.State? = .init() } }
        @Reducer struct B { struct State { @Presents var c: C.State? = .init() } }
        @Reducer struct C { struct State { @Presents var d: D.State? = .init() } }
        @Reducer struct D { struct State { @Presents var e: E.State? = .init() } }
        @Reducer struct E { struct State { @Presents var f: F.State? = .init() } }
        @Reducer struct F { struct State { @Presents var alert: AlertState<Never>? } }
        """#),
      Example(#"""
        @Reducer
        struct Home {
          @Reducer
          enum Path { case c(C) }
          @ObservableState
          struct State {
            @Presents var a: A.State?
            var path = StackState<Path.State>()
          }
          enum Action { case path(StackActionOf<Path>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.forEach(\.path, action: \.path)
          }
        }
        @Reducer struct A { struct State { @Presents var b: B.State? = .init() } }
        @Reducer struct B {}
        @Reducer struct C { struct State { @Presents var d: D.State? = .init() } }
        @Reducer struct D { struct State { @Presents var e: E.State? = .init() } }
        @Reducer struct E { struct State { @Presents var f: F.State? = .init() } }
        @Reducer struct F { struct State { @Presents var g: G.State? = .init() } }
        @Reducer struct G { struct State { @Presents var h: H.State? = .init() } }
        @Reducer struct H { struct State { @Presents var i: I.State? = .init() } }
        @Reducer struct I {}
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    let budget = options(in: context).budget
    let deepest = context.presentationNesting.deepestChains()
    var reported = Set<Edge>()
    var result: [Finding] = []
    for chain in deepest.chains where chain.depth > budget {
      // Point at each presentation that goes one level past the budget, once per edge.
      for crossing in deepest.crossings(of: chain, deeperThan: budget)
      where reported.insert(crossing.edge).inserted {
        let edge = crossing.edge
        let names = Self.describe(crossing.features, through: crossing.presented)
        result.append(
          finding(
            feature: edge.from, fields: edge.field.map { [$0] }, case: edge.case,
            location: edge.location,
            message: "\(chain.depth) nested presentations from \(chain.start), over the "
              + "budget of \(budget): \(names); push the deeper screens onto a stack, or present "
              + "one feature that owns the rest of the flow"))
      }
    }
    return result
  }

  /// The chain as a message names it: whole while it is short; else the screens up to the one
  /// presented past the budget (at `presented`), how many are left out, and the last two.
  /// Every finding on a chain thousands of screens deep naming all of them would make the
  /// report grow with the square of the depth.
  static func describe(_ names: [String], through presented: Int) -> String {
    let head = presented + 1
    let tail = 2
    guard names.count > head + tail + 2 else { return names.joined(separator: " → ") }
    let omitted = names.count - head - tail
    return (names.prefix(head) + ["… \(omitted) more …"] + names.suffix(tail))
      .joined(separator: " → ")
  }
}

extension NavigationDepthBudgetRule: BudgetRule {
  static let budget = RuleOption(
    name: "budget", defaultValue: 6,
    summary: "The most nested presentations a chain may have before it is reported.")
}
