import _Support
import DuoMockup
import Foundation

/// What a command tells the user while it works through `total` items (the frames of a render,
/// animate or sweep, a gallery's captures, a compose run's pages): on a terminal, one line on
/// standard error (`look`), redrawn at most ten times a second and always after the last item
/// and after lines of its own; off a terminal, a line per output written; when quiet, nothing but
/// failures and warnings. Called from worker threads. Invariant: every count change and every
/// write to the console happens under `lock`, so lines from different workers never interleave.
final class ProgressLine: @unchecked Sendable {
    enum Mode { case bar, lines, quiet }

    private let console: Console
    private let total: Int
    private let look: Look
    private let mode: Mode
    private let seconds: @Sendable () -> Double
    private let lock = NSLock()
    private var done = 0
    private var tally = 0
    private var lastDrawn: Double?

    /// `seconds` tells the time since the start (a clock of the caller's for tests).
    init(console: Console, total: Int, look: Look, quiet: Bool, seconds: (@Sendable () -> Double)? = nil) {
        self.console = console; self.total = total; self.look = look
        self.mode = quiet ? .quiet : console.standardErrorIsTerminal ? .bar : .lines
        self.seconds = seconds ?? Self.since(ContinuousClock.now)
    }

    /// Frames made one after another, counted as `label`, the line starting with `prefix`; shown
    /// only when `enabled` (not `--quiet`).
    convenience init(console: Console, total: Int, label: String, prefix: String = "", enabled: Bool) {
        self.init(console: console, total: total, look: .frames(label, prefix: prefix), quiet: !enabled)
    }

    /// Seconds since the run started.
    var elapsed: Double { seconds() }

    /// `done` items are finished (frames, counted by the job); `detail` says what the latest is.
    func update(_ done: Int, detail: String? = nil) {
        locked {
            self.done = done
            if mode == .bar { draw(force: done >= total, detail: detail) }
        }
    }

    /// An output was written before its item finished (a gallery's image): counted in the tally,
    /// named on a line of its own off a terminal.
    func wrote(_ path: String) {
        locked {
            tally += 1
            switch mode {
            case .lines: console.err("duo-mockup: wrote \(path)")
            case .bar: draw(force: false)
            case .quiet: break
            }
        }
    }

    /// An item is finished (written, up to date or failed): the outputs it `wrote` as it ended
    /// (tallied, named off a terminal), then its failures and warnings on lines of their own,
    /// above the bar.
    func finished(wrote paths: [String] = [], failures: [String] = [], warnings: [String] = []) {
        locked {
            done += 1
            tally += paths.count
            if mode == .lines { for path in paths { console.err("duo-mockup: wrote \(path)") } }
            let lines = !failures.isEmpty || !warnings.isEmpty
            if mode == .bar && lines { console.errRaw("\r\u{1B}[K") }
            for f in failures { console.err("duo-mockup: failed: \(f)") }
            for w in warnings { console.err("duo-mockup: warning: \(w)") }
            if mode == .bar { draw(force: lines || done >= total) }
        }
    }

    /// Clears the line before the summary.
    func end() {
        locked { if mode == .bar { console.errRaw("\r\u{1B}[K") } }
    }

    private static func since(_ start: ContinuousClock.Instant) -> @Sendable () -> Double {
        {
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
    }

    private func locked(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
    }

    private func draw(force: Bool, detail: String? = nil) {
        let now = seconds()
        if !force, let lastDrawn, now - lastDrawn < 0.1 { return }
        lastDrawn = now
        console.errRaw("\r\u{1B}[K" + look.text(done: done, total: total, tally: tally, seconds: now, detail: detail))
    }
}
