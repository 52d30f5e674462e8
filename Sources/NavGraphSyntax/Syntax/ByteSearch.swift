#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Searches in source bytes with libc's `memchr`, which compares many bytes at a time: the
/// scanner searches every file (directives, line starts) and the text of many declarations
/// and calls, and a loop over single bytes made those searches a visible part of scanning.
enum ByteSearch {
  /// The index of the first `byte` in `haystack` at or after `start`, if any.
  static func index(
    of byte: UInt8, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0
  ) -> Int? {
    guard start < haystack.count, let base = haystack.baseAddress else { return nil }
    #if canImport(Glibc) || canImport(Darwin)
      guard let hit = memchr(base + start, Int32(byte), haystack.count - start) else {
        return nil
      }
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    #else
      return haystack[start...].firstIndex(of: byte)
    #endif
  }

  /// Whether `needle` (not empty) occurs in `haystack`.
  static func contains(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard !needle.isEmpty, haystack.count >= needle.count else { return false }
    // Candidate starts are the first byte's occurrences that leave room for the rest.
    let starts = UnsafeBufferPointer(rebasing: haystack[..<(haystack.count - needle.count + 1)])
    var start = 0
    while let candidate = index(of: needle[0], in: starts, from: start) {
      var offset = 1
      while offset < needle.count, haystack[candidate + offset] == needle[offset] { offset += 1 }
      if offset == needle.count { return true }
      start = candidate + 1
    }
    return false
  }
}
