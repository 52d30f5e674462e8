/// Ends a command with `code` and no message: the command already said everything (lint's
/// report and summary line, then exit 1 for findings).
struct ExitStatus: Error {
  var code: Int32
}
