/// Any key a `.navviz.yml` mapping holds. Decoding walks the keys the file wrote, in the order
/// it wrote them, so an unknown key is reported where it stands instead of being skipped, and
/// the first mistake reported is the first in the file.
struct ConfigurationKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
