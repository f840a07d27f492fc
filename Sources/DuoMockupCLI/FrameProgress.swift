import _Support
import DuoMockup

/// A progress line on standard error while a command makes frames one after another (render or
/// animate a recording, animate, sweep): `prefix` done of total, the rate, the time left, and the
/// latest frame's `detail`; redrawn at most ten times a second, only on a terminal and when enabled.
final class FrameProgress {
    private let console: Console
    private let total: Int
    private let label: String
    private let prefix: String
    private let enabled: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?

    init(console: Console, total: Int, label: String, prefix: String = "", enabled: Bool) {
        self.console = console; self.total = total; self.label = label; self.prefix = prefix
        self.enabled = enabled && console.standardErrorIsTerminal
        start = clock.now
    }

    var elapsed: Double {
        let d = clock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    func update(_ done: Int, detail: String? = nil) {
        guard enabled else { return }
        let now = clock.now
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
        lastDrawn = now
        console.errRaw("\r\u{1B}[K" + prefix + Self.line(done: done, total: total, seconds: elapsed, label: label)
                       + (detail.map { " (\($0))" } ?? ""))
    }

    func end() { if enabled { console.errRaw("\r\u{1B}[K") } }

    /// `120/300 frames · 24.1 fps · 0:07 left`.
    static func line(done: Int, total: Int, seconds: Double, label: String) -> String {
        var text = "\(done)/\(total) \(label)"
        guard seconds > 0.2, done > 0 else { return text }
        let rate = Double(done) / seconds
        text += " · " + NumberText.decimal(rate, places: 1) + " fps"
        let left = Int((Double(total - done) / rate).rounded())
        text += " · \(left / 60):" + (left % 60 < 10 ? "0" : "") + "\(left % 60) left"
        return text
    }
}
