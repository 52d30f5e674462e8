/// The scanner's cached file summaries hold the role of each prompt button read.
extension ButtonStateRole: Codable {}
