extension String {
  /// Every line of the string indented by `count` spaces, so a block of lines keeps its shape
  /// when interpolated into an indented template.
  func indented(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }.joined(separator: "\n")
  }
}
