import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Headless Chromium driven over the DevTools protocol on `--remote-debugging-pipe`: messages
/// are JSON terminated by a NUL byte, written to the browser's fd 3 and read from its fd 4.
/// No port is opened and nothing leaves the machine.
final class HeadlessChromium {
  enum Failure: Error, CustomStringConvertible {
    case launch(String), protocolError(String), timeout(String), script(String)
    var description: String {
      switch self {
      case .launch(let text): "cannot start chromium: \(text)"
      case .protocolError(let text): "DevTools: \(text)"
      case .timeout(let text): "timed out waiting for \(text)"
      case .script(let text): "script failed: \(text)"
      }
    }
  }

  /// The browser on the PATH, if any (Debian's package is `chromium`).
  static let executable: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
      }
    }
    return nil
  }()

  private var pid: pid_t = 0
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private var buffer: [UInt8] = []
  private var nextID = 1
  private var sessionID: String?
  private var events: [[String: Any]] = []
  private let profile: URL
  let width: Int, height: Int

  init(width: Int = 1200, height: Int = 800) throws {
    guard let executable = Self.executable else { throw Failure.launch("not installed") }
    self.width = width
    self.height = height
    profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("navviz-chromium-\(UUID().uuidString)")
    // Pipe ends are moved above fd 10, so placing them at 3 and 4 in the child never
    // overwrites one with the other.
    func pipePair() throws -> (read: Int32, write: Int32) {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw Failure.launch("pipe() failed") }
      // Close-on-exec: no other process the tests start may hold the browser's pipe open.
      let read = fcntl(ends[0], F_DUPFD_CLOEXEC, 10), write = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
      close(ends[0])
      close(ends[1])
      return (read, write)
    }
    let commands = try pipePair(), replies = try pipePair()
    toBrowser = commands.write
    fromBrowser = replies.read

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, commands.read, 3)
    posix_spawn_file_actions_adddup2(&actions, replies.write, 4)
    for fd in [commands.read, commands.write, replies.read, replies.write] {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
    Self.markInheritedDescriptorsCloseOnExec()
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
      "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
      "--no-first-run", "--no-default-browser-check", "--disable-extensions",
      "--force-device-scale-factor=1", "--disable-crash-reporter", "--disable-breakpad",
      "about:blank",
    ]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
    close(commands.read)
    close(replies.write)
    guard status == 0 else { throw Failure.launch("posix_spawn: \(status)") }
  }

  /// Nothing else of the test process goes to the browser: a descendant that outlived it
  /// holding the test runner's output pipe would keep `swift test` waiting forever. (The
  /// pipe ends placed at 3 and 4 are `dup2` copies, which never inherit the flag.)
  private static func markInheritedDescriptorsCloseOnExec() {
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?
      .compactMap { Int32($0) } ?? Array(3..<1024)
    for fd in open where fd > 2 {
      let flags = fcntl(fd, F_GETFD)
      if flags >= 0 { _ = fcntl(fd, F_SETFD, flags | FD_CLOEXEC) }
    }
  }

  deinit {
    _ = try? call("Browser.close", browserLevel: true, timeout: 5)
    close(toBrowser)
    close(fromBrowser)
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGTERM)
      waitpid(pid, &status, 0)
    }
    try? FileManager.default.removeItem(at: profile)
  }

  // MARK: - Protocol

  @discardableResult
  func call(_ method: String, _ params: [String: Any] = [:], browserLevel: Bool = false,
            timeout: TimeInterval = 30) throws -> [String: Any] {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if !browserLevel, let sessionID { message["sessionId"] = sessionID }
    var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
    bytes.append(0)
    try bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(toBrowser, raw.baseAddress! + offset, raw.count - offset)
        guard written > 0 else { throw Failure.protocolError("write failed for \(method)") }
        offset += written
      }
    }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let reply = try readMessage(until: deadline, waitingFor: method)
      if reply["id"] as? Int == id {
        if let error = reply["error"] as? [String: Any] {
          throw Failure.protocolError("\(method): \(error["message"] ?? error)")
        }
        return reply["result"] as? [String: Any] ?? [:]
      }
      if reply["method"] != nil { events.append(reply) }
    }
  }

  func waitForEvent(_ method: String, timeout: TimeInterval = 30) throws -> [String: Any] {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
        return events.remove(at: index)
      }
      let message = try readMessage(until: deadline, waitingFor: method)
      if message["method"] != nil { events.append(message) }
    }
  }

  private func readMessage(until deadline: Date, waitingFor what: String) throws -> [String: Any] {
    while true {
      if let end = buffer.firstIndex(of: 0) {
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      }
      let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
      var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, left) > 0 else { throw Failure.timeout(what) }
      var chunk = [UInt8](repeating: 0, count: 65536)
      let count = read(fromBrowser, &chunk, chunk.count)
      guard count > 0 else { throw Failure.protocolError("the browser closed the pipe") }
      buffer += chunk[..<count]
    }
  }

  // MARK: - What a test does with a page

  /// Opens `url` in a new tab of a fixed size and waits for its load event.
  func open(_ url: URL) throws {
    let target = try call("Target.createTarget", ["url": "about:blank"], browserLevel: true)
    let attached = try call(
      "Target.attachToTarget", ["targetId": target["targetId"] ?? "", "flatten": true],
      browserLevel: true)
    sessionID = attached["sessionId"] as? String
    try call("Page.enable")
    try call("Emulation.setDeviceMetricsOverride", [
      "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false,
    ])
    // Fades finish at once, so a screenshot never catches one half-way on a loaded machine.
    try call("Emulation.setEmulatedMedia", [
      "features": [["name": "prefers-reduced-motion", "value": "reduce"]],
    ])
    try call("Page.navigate", ["url": url.absoluteString])
    _ = try waitForEvent("Page.loadEventFired")
  }

  /// The value of a JavaScript expression (JSON-serialisable).
  @discardableResult
  func evaluate(_ expression: String) throws -> Any? {
    let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
    if let exception = result["exceptionDetails"] as? [String: Any] {
      throw Failure.script("\(expression): \(exception["text"] ?? exception)")
    }
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Whether the JavaScript condition holds within `seconds`, checked every 20 ms: what an input
  /// event sets off may still be running when the event's call returns.
  func wait(until condition: String, seconds: Double = 5) throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      if try evaluate("Boolean(\(condition))") as? Bool == true { return true }
      Thread.sleep(forTimeInterval: 0.02)
    } while Date() < deadline
    return false
  }

  /// The centre of the element `selector` picks, in page pixels.
  func center(of selector: String) throws -> (x: Double, y: Double) {
    let json = try JSONSerialization.data(withJSONObject: [selector])
    let quoted = String(decoding: json, as: UTF8.self)
    let value = try evaluate("""
      (function () { var r = document.querySelector(\(quoted)[0]).getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2]; })()
      """) as? [Double] ?? []
    guard value.count == 2 else { throw Failure.script("no element \(selector)") }
    return (value[0], value[1])
  }

  /// The page point halfway along the SVG path `selector` picks. An edge's bounding-box centre
  /// lies off a curved stroke, where a click would hit the background or a neighbour.
  func midpoint(ofPath selector: String) throws -> (x: Double, y: Double) {
    let json = try JSONSerialization.data(withJSONObject: [selector])
    let quoted = String(decoding: json, as: UTF8.self)
    let value = try evaluate("""
      (function () { var p = document.querySelector(\(quoted)[0]);
        var q = p.getPointAtLength(p.getTotalLength() / 2), m = p.getScreenCTM();
        return [q.x * m.a + q.y * m.c + m.e, q.x * m.b + q.y * m.d + m.f]; })()
      """) as? [Double] ?? []
    guard value.count == 2 else { throw Failure.script("no path \(selector)") }
    return (value[0], value[1])
  }

  /// The pointer moved to a page point, no button held.
  func move(x: Double, y: Double) throws {
    try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
  }

  /// A real mouse click (move, press, release), as a person's.
  func click(x: Double, y: Double, count: Int = 1) throws {
    try move(x: x, y: y)
    for type in ["mousePressed", "mouseReleased"] {
      try call("Input.dispatchMouseEvent", [
        "type": type, "x": x, "y": y, "button": "left", "clickCount": count,
      ])
    }
  }

  func click(_ selector: String) throws {
    let point = try center(of: selector)
    try click(x: point.x, y: point.y)
  }

  /// A drag with the left button from one point to another, in a few moves.
  func drag(from start: (x: Double, y: Double), by offset: (x: Double, y: Double)) throws {
    try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": start.x, "y": start.y])
    try call("Input.dispatchMouseEvent", [
      "type": "mousePressed", "x": start.x, "y": start.y, "button": "left", "clickCount": 1,
    ])
    for step in 1...5 {
      let fraction = Double(step) / 5
      try call("Input.dispatchMouseEvent", [
        "type": "mouseMoved", "x": start.x + offset.x * fraction,
        "y": start.y + offset.y * fraction, "button": "left", "buttons": 1,
      ])
    }
    try call("Input.dispatchMouseEvent", [
      "type": "mouseReleased", "x": start.x + offset.x, "y": start.y + offset.y,
      "button": "left", "clickCount": 1,
    ])
  }

  func type(_ text: String) throws {
    try call("Input.insertText", ["text": text])
  }

  /// A key such as `Enter` or `Escape`, down and up.
  func press(_ key: String, code: Int) throws {
    for type in ["keyDown", "keyUp"] {
      var params: [String: Any] = [
        "type": type, "key": key, "code": key, "windowsVirtualKeyCode": code,
      ]
      if key == "Enter", type == "keyDown" { params["text"] = "\r" }
      try call("Input.dispatchKeyEvent", params)
    }
  }

  /// A PNG of the viewport, or of the element `selector` picks.
  func screenshot(of selector: String? = nil) throws -> Data {
    var parameters: [String: Any] = ["format": "png"]
    if let selector {
      let json = try JSONSerialization.data(withJSONObject: [selector])
      let quoted = String(decoding: json, as: UTF8.self)
      let box = try evaluate("""
        (function () { var r = document.querySelector(\(quoted)[0]).getBoundingClientRect();
          return [r.left, r.top, r.width, r.height]; })()
        """) as? [Double] ?? []
      guard box.count == 4 else { throw Failure.script("no element \(selector)") }
      parameters["clip"] = ["x": box[0], "y": box[1], "width": box[2], "height": box[3], "scale": 1]
    }
    let result = try call("Page.captureScreenshot", parameters)
    guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else {
      throw Failure.protocolError("no screenshot data")
    }
    return data
  }
}
