import Foundation
import NavGraphCore

/// Writes one kind of subject in one output format: the navigation graph (`navviz render`), a
/// traced flow on its graph (`navviz trace`), or navigation coverage on its graph (`navviz
/// coverage`).
///
/// A subject names its renderer for each format it can be drawn in (``Renderable``), so every
/// command takes the same path from its subject to bytes:
/// `try format.renderer(for: S.self).render(subject, options: options)`.
package protocol Renderer<Subject>: Sendable {
  associatedtype Subject

  /// The output for `subject`. `note` is handed what a person should know about it as soon
  /// as it is known — a picture too large to label, a Mermaid diagram split in parts — and the
  /// CLI prints it on standard error.
  ///
  /// A renderer throws what stops it: the graph's `NavGraphError`s (a selection naming no
  /// feature), and rendering's own `RenderingError`s (Graphviz failing).
  func render(_ subject: Subject, options: RenderOptions, note: (String) -> Void)
    throws -> Data
}

extension Renderer {
  /// The output alone, without its notes.
  package func render(_ subject: Subject, options: RenderOptions) throws -> Data {
    try render(subject, options: options, note: { _ in })
  }
}

/// A subject of ``Renderer``s: the renderer for each format it can be drawn in.
package protocol Renderable {
  /// The renderer that writes `Self` as `format`, or `nil` when the format cannot show it.
  static func renderer(for format: OutputFormat) -> (any Renderer<Self>)?
}

extension OutputFormat {
  /// The renderer that writes `Subject` in this format.
  /// - Throws: `RenderingError.unsupportedFormat` when the format cannot show it (coverage as
  ///   Mermaid).
  package func renderer<Subject: Renderable>(for _: Subject.Type) throws(RenderingError)
    -> any Renderer<Subject>
  {
    guard let renderer = Subject.renderer(for: self) else { throw .unsupportedFormat(rawValue) }
    return renderer
  }
}
