/// A plain-text table with left-aligned, space-padded columns; the last column is not padded.
struct Table {
  var header: [String]
  var rows: [[String]]

  var text: String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.indices.map { column in
        column == row.count - 1
          ? row[column]
          : row[column] + String(repeating: " ", count: widths[column] - row[column].count)
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
