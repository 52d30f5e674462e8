import Foundation
import NavGraphCore

/// Where navviz looks for Graphviz's libgvc, which it loads the first time a picture is drawn
/// (`Graphviz` opens it), and what it says when there is none.
///
/// Users install Graphviz with their package manager and expect it to be found there:
/// `NAVVIZ_GRAPHVIZ_LIB` names the library when set, and then only that path is tried (a
/// wrong path must fail, not quietly load another copy); otherwise the names the dynamic
/// loader resolves on its own come first, then the folders package managers install to that
/// it does not search by default.
package enum GraphvizLibrary {
  /// Names the libgvc to load, skipping the search.
  package static let environmentVariable = "NAVVIZ_GRAPHVIZ_LIB"

  /// The systems whose install locations navviz knows.
  enum Platform {
    case linux, macOS

    static var current: Platform {
      #if os(macOS)
        .macOS
      #else
        .linux
      #endif
    }

    /// The one command that installs what navviz loads.
    var installCommand: String {
      switch self {
      case .linux: "apt-get install graphviz"
      case .macOS: "brew install graphviz"
      }
    }
  }

  /// Loads Graphviz now, so a command that will draw fails before doing any work when it is
  /// missing. Later calls return at once (or throw the same error).
  /// - Throws: `RenderingError.graphviz` with what was tried and what to install.
  package static func require() throws(RenderingError) {
    try Graphviz.load()
  }

  /// The libraries tried, in order.
  static func candidates(environment: [String: String], platform: Platform = .current)
    -> [String]
  {
    if let path = environment[environmentVariable], !path.isEmpty { return [path] }
    switch platform {
    case .linux:
      // The runtime package's versioned name (Debian's libgvc6), then the development symlink;
      // then Homebrew on Linux and a source install, which ld.so.cache may not list.
      return [
        "libgvc.so.6", "libgvc.so", "/usr/local/lib/libgvc.so",
        "/home/linuxbrew/.linuxbrew/lib/libgvc.so",
      ]
    case .macOS:
      // dyld's own search first (DYLD_LIBRARY_PATH and its fallbacks); then Homebrew on Apple
      // silicon and on Intel, whose folders dyld does not search, and MacPorts.
      return [
        "libgvc.dylib", "/opt/homebrew/lib/libgvc.dylib",
        "/opt/homebrew/opt/graphviz/lib/libgvc.dylib", "/usr/local/lib/libgvc.dylib",
        "/usr/local/opt/graphviz/lib/libgvc.dylib", "/opt/local/lib/libgvc.dylib",
      ]
    }
  }

  /// The error for a search that loaded nothing: one line, naming what to install.
  /// `reasons` are the loader's messages, one per candidate.
  static func notLoaded(
    tried candidates: [String], reasons: [String], environment: [String: String],
    platform: Platform = .current
  ) -> RenderingError {
    let install = platform.installCommand
    if let path = environment[environmentVariable], !path.isEmpty {
      let reason = reasons.first.map { ": \($0)" } ?? ""
      return .graphviz(message: """
        \(environmentVariable) names \(path), which could not be loaded\(reason) \
        (unset it to search the usual places, or `\(install)`)
        """)
    }
    // A library that was found but is not a usable libgvc says so; "not found" needs no detail.
    let found = reasons.filter { $0.contains(" has no ") }
    if let reason = found.first {
      return .graphviz(message: "\(reason); install Graphviz with `\(install)`")
    }
    return .graphviz(message: """
      not installed (no \(candidates.joined(separator: ", "))): install it with `\(install)`
      """)
  }
}
