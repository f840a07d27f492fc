import DuoMockup
import Foundation

/// What a gallery run tells the user while it works: a progress bar (count, rate, time left)
/// redrawn on standard error when it is a terminal; one line per output otherwise; nothing but
/// failures with `--quiet`. Called from the worker threads. Invariant: every write to the console
/// happens under `lock`, so lines from different workers never interleave.
final class GalleryProgress: @unchecked Sendable {
    enum Mode { case bar, lines, quiet }

    private let console: Console
    private let mode: Mode
    private let total: Int
    private let outputDirectory: String
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDraw: ContinuousClock.Instant?
    private(set) var itemsDone = 0
    private(set) var imagesWritten = 0

    init(console: Console, total: Int, outputDirectory: String, quiet: Bool) {
        self.console = console
        self.total = total
        self.outputDirectory = outputDirectory
        self.mode = quiet ? .quiet : console.standardErrorIsTerminal ? .bar : .lines
        self.start = clock.now
    }

    /// Seconds since the run started.
    var elapsed: Double { Self.seconds(clock.now - start) }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// An output was written.
    func wrote(_ output: GalleryOutput) {
        locked {
            imagesWritten += 1
            switch mode {
            case .lines: console.err("duo-mockup: wrote \(outputDirectory)/\(output.file)")
            case .bar: draw(force: false)
            case .quiet: break
            }
        }
    }

    /// An item is finished (rendered, up to date or failed).
    func finished(_ result: GalleryItemResult) {
        locked {
            itemsDone += 1
            let lines = !result.failures.isEmpty || !result.warnings.isEmpty
            if mode == .bar && lines { console.errRaw("\r\u{1B}[K") }
            for f in result.failures { console.err("duo-mockup: failed: \(f)") }
            for w in result.warnings { console.err("duo-mockup: warning: \(w)") }
            if mode == .bar { draw(force: lines || itemsDone == total) }
        }
    }

    /// Clears the bar before the summary.
    func end() {
        locked { if mode == .bar { console.errRaw("\r\u{1B}[K") } }
    }

    /// The bar's text: `[#####·····] 12/40 captures · 23 images · 4.1 img/s · 0:09 left`.
    static func barText(done: Int, total: Int, images: Int, seconds: Double, width: Int = 24) -> String {
        let fraction = total == 0 ? 1 : Double(done) / Double(total)
        let filled = Int((fraction * Double(width)).rounded(.down))
        var text = "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled) + "] "
        text += "\(done)/\(total) captures · \(images) image\(images == 1 ? "" : "s")"
        if seconds > 0 && images > 0 { text += " · " + rate(Double(images) / seconds) + " img/s" }
        if done > 0 && done < total {
            let left = seconds / Double(done) * Double(total - done)
            text += " · " + clockText(left) + " left"
        }
        return text
    }

    static func rate(_ r: Double) -> String { String(Double(Int(r * 10)) / 10) }

    static func clockText(_ s: Double) -> String {
        let t = Int(s.rounded())
        return t >= 3600 ? "\(t / 3600):\(pad2((t / 60) % 60)):\(pad2(t % 60))" : "\(t / 60):\(pad2(t % 60))"
    }

    private static func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    private func locked(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
    }

    private func draw(force: Bool) {
        let now = clock.now
        if !force, let last = lastDraw, now - last < .milliseconds(100) { return }
        lastDraw = now
        console.errRaw("\r\u{1B}[K" + Self.barText(done: itemsDone, total: total, images: imagesWritten, seconds: elapsed))
    }
}
