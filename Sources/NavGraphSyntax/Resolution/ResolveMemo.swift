import Foundation

/// The answers `TypeIndex.resolve` has given, by question. The index does not change once
/// built, so an answer stays right; the edge, construction and facts passes ask about the
/// same field and case types again and again, some from several threads at once.
final class ResolveMemo: @unchecked Sendable {
  struct Question: Hashable {
    var components: [String]
    var scope: [String]
    var module: String
  }

  private let lock = NSLock()
  private var answers: [Question: TypeKey?] = [:]

  /// The answer given before, else `compute()`'s, kept for next time.
  func answer(to question: Question, _ compute: () -> TypeKey?) -> TypeKey? {
    lock.lock()
    let known = answers[question]
    lock.unlock()
    if let known { return known }
    let answer = compute()
    lock.lock()
    answers[question] = answer
    lock.unlock()
    return answer
  }
}
