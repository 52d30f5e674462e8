import Foundation
import NavGraphCore
@testable import NavGraphSyntax
import Testing

/// The small text parsers the collectors rely on.
@Suite struct SyntaxHelperTests {
  @Test(arguments: [
    ("Destination.State?", "Destination.State ? "),
    ("PresentationState<Child.State>", "PresentationState <Child.State> "),
    ("IdentifiedArray<Row.State.ID, Row.State>", "IdentifiedArray <Row.State.ID,Row.State> "),
    ("Optional<Feature<Int>.State>", "Feature.State ? "),
    ("[Item]", "Array <Item> "),
    ("StackState<AppFeature.Path.State>", "StackState <AppFeature.Path.State> "),
  ])
  func typeTextsParse(_ text: String, _ expected: String) {
    #expect(TypeRef.parse(text).map(Self.describe) == expected)
  }

  static func describe(_ ref: TypeRef) -> String {
    var text = ref.dotted
    if !ref.arguments.isEmpty {
      text += " <" + ref.arguments.map { describe($0).trimmingCharacters(in: [" "]) }
        .joined(separator: ",") + ">"
    }
    return text + (ref.isOptional ? " ? " : " ")
  }

  static func glob(_ pattern: String, _ path: String) -> Bool { Glob(pattern).matches(path) }

  @Test func globsMatchComponentsAndPaths() {
    #expect(Self.glob("Generated", "Sources/App/Generated/X.swift"))
    #expect(Self.glob("*.generated.swift", "Sources/App/Models.generated.swift"))
    #expect(Self.glob("Sources/**/Mocks/*", "Sources/App/Deep/Mocks/A.swift"))
    #expect(Self.glob("**/Mocks.swift", "Mocks.swift"))
    #expect(!Self.glob("Sources/*/Mocks.swift", "Sources/App/Deep/Mocks.swift"))
    #expect(!Self.glob("Gen", "Sources/Generated/X.swift"))
  }
}
