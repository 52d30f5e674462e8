import Testing
@testable import NavGraph

@Test func graphStartsEmpty() { #expect(NavigationGraph().features.isEmpty) }
