/// Random TCA-style Swift: a few features that present, push and scope each other in the
/// shapes the scanner recognises, with random names and random extra nesting, so mutations
/// land on code the collectors actually read (not only on the samples' fixed shapes).
package struct RandomSwift: Sendable {
  package init() {}

  package func source(using random: inout FuzzRandom) -> String {
    let count = 1 + random.below(5)
    let names = (0..<count).map { index in name(index, using: &random) }
    var text = "import ComposableArchitecture\nimport SwiftUI\n\n"
    for (index, name) in names.enumerated() {
      text += feature(name, children: names.filter { $0 != name }, index: index, using: &random)
    }
    return text
  }

  private func name(_ index: Int, using random: inout FuzzRandom) -> String {
    let stems = ["Root", "Detail", "Settings", "Éditeur", "Profile", "`Log In`", "Ünïcode", "Row"]
    let stem = random.pick(stems)
    return stem.hasPrefix("`") ? "`\(stem.dropFirst().dropLast())\(index)`" : "\(stem)\(index)"
  }

  private func feature(
    _ name: String, children: [String], index: Int, using random: inout FuzzRandom
  ) -> String {
    let presented = children.isEmpty ? [] : (0..<random.below(3)).map { _ in random.pick(children) }
    let pushed = children.isEmpty ? nil : random.pick(children)
    var cases = presented.enumerated().map { "    case c\($0.offset)(\($0.element))" }
    if random.chance(1, in: 2) { cases.append("    case alert(AlertState<Action.Alert>)") }
    let field = random.pick([
      "@Presents var destination: Destination.State?", "var destination: Destination.State?",
      "@PresentationState var destination: Destination.State?",
    ])
    let open = presented.isEmpty ? "" : "      state.destination = .c0(\(presented[0]).State())\n"
    let stack = pushed.map { "      state.path.append(.p(\($0).State()))\n" } ?? ""
    let extra = random.chance(1, in: 3)
      ? DeepSyntax.allCases[random.below(DeepSyntax.allCases.count)]
        .source(depth: 1 + random.below(30))
      : ""
    return """
      @Reducer
      struct \(name) {
        @Reducer
        enum Destination {
      \(cases.joined(separator: "\n"))
        }
        @Reducer
        enum Path {
          case p(\(pushed ?? name))
        }
        @ObservableState
        struct State {
          \(field)
          var path = StackState<Path.State>()
          var count\(index) = \(random.below(100))
        }
        enum Action {
          case destination(PresentationAction<Destination.Action>)
          case path(StackActionOf<Path>)
          case tapped
          enum Alert { case ok }
        }
        \(extra)
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .tapped:
      \(open)\(stack)        return .none
            default:
              return .none
            }
          }
          .ifLet(\\.$destination, action: \\.destination)
          .forEach(\\.path, action: \\.path)
        }
      }


      """
  }
}
