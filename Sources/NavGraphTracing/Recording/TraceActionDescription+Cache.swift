
extension TraceActionDescription {
  /// Remembers the descriptions of actions by what makes them: the enum case at each level and
  /// the bytes of the first payload down that is plain data (no references, at most 64 bytes).
  /// Equal cases and equal bytes are an equal value, so they read the same. A flow sends the
  /// same few actions again and again, and describing one walks it with `Mirror`.
  ///
  /// `path(.element(id: 0, action: .counter(.tap)))` is not plain data as a whole (another case
  /// of a stack action carries element state), but its `element` payload is: its key is the two
  /// cases and that payload's bytes. Actions that hold references, strings or arrays all the
  /// way down are described every time. Keys are written by an ``ActionKeyPlan`` per type.
  struct Cache {
    private var known: [[UInt]: String] = [:]
    /// The key being written, and the previous action's: two buffers, swapped, so writing a
    /// key reuses storage.
    private var key: [UInt] = []
    private var lastKey: [UInt] = []
    /// The previous action's description: a flow often sends one action many times in a row,
    /// and comparing two short keys is cheaper than hashing one.
    private var lastText: String?
    private var lastPlan: (type: ObjectIdentifier, plan: ActionKeyPlan)?

    mutating func describe(_ action: Any) -> String {
      func open<Action>(_ value: Action) -> String {
        withUnsafePointer(to: value) {
          describe(UnsafeRawPointer($0), type: Action.self, action: { action })
        }
      }
      return _openExistential(action, do: open)
    }

    /// The description of the action of `type` at `pointer`; `action` boxes it, for an
    /// action that must be described.
    mutating func describe(
      _ pointer: UnsafeRawPointer, type: any Any.Type, action: () -> Any
    ) -> String {
      guard writeKey(pointer, type: type) else {
        lastText = nil
        return TraceActionDescription.describe(action())
      }
      defer { swap(&key, &lastKey) }
      if let lastText, key == lastKey { return lastText }
      let text = known[key] ?? TraceActionDescription.describe(action())
      if known.count < 4_096, known[key] == nil { known[key] = text }
      lastText = text
      return text
    }

    /// Writes the key of the action of `type` at `pointer` into `key`; false when it has none.
    private mutating func writeKey(_ pointer: UnsafeRawPointer, type: any Any.Type) -> Bool {
      let typeID = ObjectIdentifier(type)
      let plan: ActionKeyPlan
      if let last = lastPlan, last.type == typeID {
        plan = last.plan
      } else {
        plan = ActionKeyPlan.plan(for: type)
        lastPlan = (typeID, plan)
      }
      key.removeAll(keepingCapacity: true)
      // The action's type first: two types' values never share a key.
      key.append(UInt(bitPattern: Int(bitPattern: typeID)))
      return plan.appendKey(pointer, depth: 0, to: &key)
    }
  }
}
