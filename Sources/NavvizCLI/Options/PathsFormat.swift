/// The formats `navviz paths` writes: the routes as text (or as Swift with `--swift`), or
/// as JSON.
enum PathsFormat: String, CommandFormat {
  case text, json

  static var standard: PathsFormat { .text }
}
