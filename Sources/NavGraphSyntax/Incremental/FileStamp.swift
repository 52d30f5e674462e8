import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the file system says of a file without reading it: when its size, modification time
/// or inode differ from the ones its summary was read with, it is read again (and its bytes,
/// not the stamp, then decide whether it changed).
struct FileStamp: Hashable, Sendable {
  var size: Int64
  var seconds: Int64
  var nanoseconds: Int64
  var inode: UInt64

  /// The stamp of the file at `path`, or `nil` when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    size = Int64(info.st_size)
    inode = UInt64(info.st_ino)
    #if canImport(Darwin)
      seconds = Int64(info.st_mtimespec.tv_sec)
      nanoseconds = Int64(info.st_mtimespec.tv_nsec)
    #else
      seconds = Int64(info.st_mtim.tv_sec)
      nanoseconds = Int64(info.st_mtim.tv_nsec)
    #endif
  }
}
