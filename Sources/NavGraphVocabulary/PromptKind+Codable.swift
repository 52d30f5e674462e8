/// The scanner's cached file summaries hold the kind of each prompt built.
extension PromptKind: Codable {}
