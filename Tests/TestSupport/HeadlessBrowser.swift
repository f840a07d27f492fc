import Foundation

/// Runs a page in headless Chromium (Debian's `chromium`, or Chrome or Chromium on macOS) and
/// returns the DOM after its scripts ran. Pages are driven through a harness page in the same folder that loads them in an
/// iframe, acts on them (moves a slider, clicks) and writes what it saw into `#out`.
public enum HeadlessBrowser {
    public static let candidates = [
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
        // macOS: the apps' own executables (GitHub's macOS runners have Google Chrome).
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
    ]

    public static var executable: String? { candidates.first { FileManager.default.isExecutableFile(atPath: $0) } }

    /// True when a browser is installed, or when CI requires one (so a missing browser fails the
    /// test instead of skipping it).
    public static var shouldRun: Bool {
        executable != nil || ProcessInfo.processInfo.environment["DUO_REQUIRE_BROWSER"] == "1"
    }

    public enum Failure: Error, CustomStringConvertible {
        case notInstalled, timedOut, noResult(String)
        public var description: String {
            switch self {
            case .notInstalled: return "no headless Chromium or Chrome installed (apt-get install chromium; on macOS, Google Chrome in /Applications)"
            case .timedOut: return "the browser did not finish in time"
            case .noResult(let dom): return "the harness wrote no result; DOM: \(dom.prefix(400))"
            }
        }
    }

    /// Loads `harness` (a file URL) and returns the text the harness put in `<pre id="out">`.
    public static func run(harness: URL, virtualTimeMilliseconds: Int = 5000) throws -> String {
        guard let exe = executable else { throw Failure.notInstalled }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: exe)
        let profile = URL(fileURLWithPath: ScratchRoot.path + "/duo-chromium-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: profile) }
        p.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=\(profile.path)", "--virtual-time-budget=\(virtualTimeMilliseconds)",
            "--dump-dom", harness.absoluteString,
        ]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        // A watchdog ends a browser that hangs; reading to the end returns when it exits. It holds
        // the pid, not the Process: Apple's Foundation does not make Process Sendable, and the
        // work item's block is @Sendable there. It is cancelled the moment the browser has been
        // waited for, so only in that instant could the pid name another process.
        let pid = p.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGTERM) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 90, execute: watchdog)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        watchdog.cancel()
        if p.terminationReason == .uncaughtSignal { throw Failure.timedOut }
        let dom = String(decoding: data, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw Failure.noResult(dom) }
        let text = String(dom[start.upperBound..<end.lowerBound])
        if text == "pending" { throw Failure.noResult(dom) }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    }
}
