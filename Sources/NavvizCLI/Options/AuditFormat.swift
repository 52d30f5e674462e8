/// The formats `navviz audit` writes: one line per navigation site and a table by kind, or
/// JSON.
enum AuditFormat: String, CommandFormat {
  case text, json

  static var standard: AuditFormat { .text }
}
