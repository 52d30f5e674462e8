import NavGraphCore
@testable import NavGraphRendering
import Testing

/// Where libgvc is looked for, and what navviz says when it is not there.
@Suite("Graphviz library")
struct GraphvizLibraryTests {
  @Test func theVariableIsTheOnlyPathTried() {
    let environment = ["NAVVIZ_GRAPHVIZ_LIB": "/opt/graphviz/lib/libgvc.so"]
    for platform in [GraphvizLibrary.Platform.linux, .macOS] {
      #expect(GraphvizLibrary.candidates(environment: environment, platform: platform)
        == ["/opt/graphviz/lib/libgvc.so"])
    }
    // Empty means unset.
    #expect(GraphvizLibrary.candidates(environment: ["NAVVIZ_GRAPHVIZ_LIB": ""], platform: .linux)
      .first == "libgvc.so.6")
  }

  @Test func linuxTriesDebiansVersionedNameFirst() {
    let candidates = GraphvizLibrary.candidates(environment: [:], platform: .linux)
    #expect(candidates.prefix(2) == ["libgvc.so.6", "libgvc.so"])
    #expect(candidates.contains("/home/linuxbrew/.linuxbrew/lib/libgvc.so"))
  }

  @Test func macOSTriesHomebrewOnAppleSiliconAndIntel() {
    let candidates = GraphvizLibrary.candidates(environment: [:], platform: .macOS)
    #expect(candidates.first == "libgvc.dylib")
    #expect(candidates.contains("/opt/homebrew/lib/libgvc.dylib"))
    #expect(candidates.contains("/usr/local/lib/libgvc.dylib"))
  }

  @Test func notFoundNamesWhatToInstall() {
    let linux = GraphvizLibrary.notLoaded(
      tried: ["libgvc.so.6", "libgvc.so"], reasons: ["libgvc.so.6: cannot open", "x"],
      environment: [:], platform: .linux)
    #expect(linux.description == """
      Graphviz: not installed (no libgvc.so.6, libgvc.so): install it with \
      `apt-get install graphviz`
      """)
    let mac = GraphvizLibrary.notLoaded(
      tried: ["libgvc.dylib"], reasons: ["no"], environment: [:], platform: .macOS)
    #expect(mac.description.hasSuffix("install it with `brew install graphviz`"))
  }

  @Test func aLibraryThatIsNotLibgvcSaysSo() {
    let error = GraphvizLibrary.notLoaded(
      tried: ["libgvc.so.6"],
      reasons: ["libgvc.so.6 has no agopen (is it Graphviz's libgvc, version 2.42 or later?)"],
      environment: [:], platform: .linux)
    #expect(error.description.contains("has no agopen"))
    #expect(error.description.hasSuffix("install Graphviz with `apt-get install graphviz`"))
  }

  @Test func aWrongVariableSaysHowToFixIt() {
    let error = GraphvizLibrary.notLoaded(
      tried: ["/nope/libgvc.so"], reasons: ["/nope/libgvc.so: cannot open shared object file"],
      environment: ["NAVVIZ_GRAPHVIZ_LIB": "/nope/libgvc.so"], platform: .linux)
    #expect(error.description == """
      Graphviz: NAVVIZ_GRAPHVIZ_LIB names /nope/libgvc.so, which could not be loaded: \
      /nope/libgvc.so: cannot open shared object file (unset it to search the usual places, \
      or `apt-get install graphviz`)
      """)
  }
}
