import DuoMockup
import Testing
@testable import DuoMockupCLI

/// The one progress line of render, animate, sweep, gallery and compose: its text in each look,
/// and what it writes on a terminal (redrawn at most ten times a second, cleared before lines of
/// its own), off one (a line per output) and when quiet (failures and warnings only).
@Suite struct ProgressLineTests {
    /// The time a test sets, read by the line as its clock.
    final class FakeTime: @unchecked Sendable {
        var now = 0.0
    }

    static let clear = "\r\u{1B}[K"

    @Test func framesSayDoneRateAndTimeLeft() {
        #expect(ProgressLine.Look.frames().text(done: 0, total: 300, seconds: 0) == "0/300 frames")
        #expect(ProgressLine.Look.frames().text(done: 120, total: 300, seconds: 5) == "120/300 frames · 24.0 fps · 0:08 left")
        #expect(ProgressLine.Look.frames().text(done: 10, total: 9010, seconds: 10) == "10/9010 frames · 1.0 fps · 150:00 left")
        #expect(ProgressLine.Look.frames(prefix: "sweep: ").text(done: 3, total: 4, seconds: 1, detail: "90°")
                == "sweep: 3/4 frames · 3.0 fps · 0:00 left (90°)")
    }

    @Test func galleryAndComposeBars() {
        #expect(ProgressLine.Look.captures.text(done: 3, total: 12, tally: 6, seconds: 2)
                == "[######··················] 3/12 captures · 6 images · 3.0 img/s · 0:06 left")
        #expect(ProgressLine.Look.captures.text(done: 12, total: 12, tally: 1, seconds: 4000)
                == "[########################] 12/12 captures · 1 image · 0.0 img/s")
        #expect(ProgressLine.Look.captures.text(done: 1, total: 3, tally: 1, seconds: 3600) == "[########················] 1/3 captures · 1 image · 0.0 img/s · 2:00:00 left")
        #expect(ProgressLine.Look.pages.text(done: 0, total: 0, seconds: 61) == "[########################] 0/0 pages · 1:01")
        #expect(ProgressLine.Look.pages.text(done: 5, total: 7, seconds: 0.4) == "[#################·······] 5/7 pages · 0:00")
    }

    @Test func onATerminalRedrawsAtMostTenTimesASecondAndClearsBeforeItsLines() {
        let console = Console.capturing(terminal: true), time = FakeTime()
        let progress = ProgressLine(console: console, total: 2, look: .captures, quiet: false, seconds: { time.now })
        let look = ProgressLine.Look.captures
        time.now = 1
        progress.wrote("out/a.png")             // drawn
        time.now = 1.05
        progress.wrote("out/b.png")             // within 0.1 s: not drawn
        time.now = 1.06
        progress.finished(failures: ["c.png: broken"], warnings: ["c.png: odd"])   // lines: cleared, then drawn
        time.now = 1.07
        progress.finished()                     // the last: drawn
        progress.end()
        let expected = Self.clear + look.text(done: 0, total: 2, tally: 1, seconds: 1)
            + Self.clear + "duo-mockup: failed: c.png: broken\nduo-mockup: warning: c.png: odd\n"
            + Self.clear + look.text(done: 1, total: 2, tally: 2, seconds: 1.06)
            + Self.clear + look.text(done: 2, total: 2, tally: 2, seconds: 1.07) + Self.clear
        #expect(console.capturedError == expected)
    }

    @Test func framesRedrawWhenTheLastIsDoneAndNeverOffATerminal() {
        let console = Console.capturing(terminal: true), time = FakeTime()
        let progress = ProgressLine(console: console, total: 3, look: .frames(prefix: "animate: "), quiet: false, seconds: { time.now })
        progress.update(1)
        time.now = 0.05
        progress.update(2)
        progress.update(3)
        progress.end()
        #expect(console.capturedError == Self.clear + "animate: 1/3 frames" + Self.clear + "animate: 3/3 frames" + Self.clear)

        let quiet = Console.capturing(terminal: true)
        let silent = ProgressLine(console: quiet, total: 3, label: "frames", enabled: false)
        let plain = Console.capturing()
        let offTerminal = ProgressLine(console: plain, total: 3, label: "frames", enabled: true)
        for p in [silent, offTerminal] { p.update(1); p.update(3); p.end() }
        #expect(quiet.capturedError.isEmpty && plain.capturedError.isEmpty)
    }

    @Test func offATerminalALinePerOutputAndQuietOnlyFailures() {
        let plain = Console.capturing(), quiet = Console.capturing(terminal: true)
        for (console, isQuiet) in [(plain, false), (quiet, true)] {
            let progress = ProgressLine(console: console, total: 3, look: .pages, quiet: isQuiet)
            progress.finished(wrote: ["out/a.png"])
            progress.finished(failures: ["b.png: no room"])
            progress.wrote("out/c.png")
            progress.finished(warnings: ["c.png: odd"])
            progress.end()
        }
        #expect(plain.capturedError == "duo-mockup: wrote out/a.png\nduo-mockup: failed: b.png: no room\n"
                + "duo-mockup: wrote out/c.png\nduo-mockup: warning: c.png: odd\n")
        #expect(quiet.capturedError == "duo-mockup: failed: b.png: no room\nduo-mockup: warning: c.png: odd\n")
    }
}
