import Foundation
import DuoMockup

/// What a compose run tells the user while it works: a bar on a terminal, one line per page
/// otherwise, then the pages it removed; nothing but failures when quiet. Called from worker threads; every write happens
/// under `lock`.
final class ComposeProgress: @unchecked Sendable {
    private let console: Console
    private let total: Int
    private let outputDirectory: String
    private let quiet: Bool
    private let bar: Bool
    private let lock = NSLock()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var done = 0

    init(console: Console, total: Int, outputDirectory: String, quiet: Bool) {
        self.console = console; self.total = total; self.outputDirectory = outputDirectory
        self.quiet = quiet; self.bar = !quiet && console.standardErrorIsTerminal
        self.start = clock.now
    }

    var elapsed: Double { GalleryProgress.seconds(clock.now - start) }

    func page(_ file: String, failure: String?) {
        lock.lock(); defer { lock.unlock() }
        done += 1
        if let failure {
            if bar { console.errRaw("\r\u{1B}[K") }
            console.err("duo-mockup: failed: \(failure)")
        } else if !quiet && !bar {
            console.err("duo-mockup: wrote \(outputDirectory)/\(file)")
        }
        if bar {
            let width = 24, filled = total == 0 ? width : min(width, done * width / total)
            console.errRaw("\r\u{1B}[K[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
                           + "] \(done)/\(total) pages · " + GalleryProgress.clockText(elapsed))
        }
    }

    func end() {
        lock.lock(); defer { lock.unlock() }
        if bar { console.errRaw("\r\u{1B}[K") }
    }

    /// One line per page removed as no longer in the storefile (none when quiet): files the tool
    /// deletes are named, never only counted.
    func removed(_ files: [String]) {
        guard !quiet else { return }
        lock.lock(); defer { lock.unlock() }
        for file in files { console.err("duo-mockup: removed \(outputDirectory)/\(file) (no longer in the storefile)") }
    }
}
