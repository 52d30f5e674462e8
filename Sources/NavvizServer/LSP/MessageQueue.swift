import Foundation

/// The frames the reading thread has read and the server loop has not handled yet. The loop
/// asks whether it is empty to know when a burst of edits is over, so it analyses once after
/// the last edit of a burst rather than after each.
final class MessageQueue: @unchecked Sendable {
  private let condition = NSCondition()
  private var frames: [FramedReader.Frame] = []
  private var head = 0

  func push(_ frame: FramedReader.Frame) {
    condition.lock()
    frames.append(frame)
    condition.signal()
    condition.unlock()
  }

  /// The next frame, waiting for one.
  func pop() -> FramedReader.Frame {
    condition.lock()
    defer { condition.unlock() }
    while head == frames.count { condition.wait() }
    let frame = frames[head]
    head += 1
    if head == frames.count {
      frames.removeAll(keepingCapacity: true)
      head = 0
    }
    return frame
  }

  var isEmpty: Bool {
    condition.lock()
    defer { condition.unlock() }
    return head == frames.count
  }
}
