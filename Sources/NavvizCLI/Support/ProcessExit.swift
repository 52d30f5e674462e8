#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the process with `code`. (Inside command types `exit` names ArgumentParser's method.)
func terminate(_ code: Int32) -> Never {
  exit(code)
}
