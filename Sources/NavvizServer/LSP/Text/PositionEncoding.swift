/// How an LSP position counts characters in a line: in UTF-16 code units, the protocol's
/// default that every client understands, or in UTF-8 bytes — the scanner's own columns —
/// when the client offers it (`general.positionEncodings`).
package enum PositionEncoding: String, Sendable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"

  /// UTF-8 when the client offers it, else UTF-16.
  package static func negotiate(_ offered: [String]?) -> PositionEncoding {
    (offered ?? []).contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }
}
