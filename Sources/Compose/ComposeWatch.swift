import Foundation
import Mockup
import _Support

/// `compose --watch`'s work: composes a storefile's pages, then polls every file the run read
/// (`ComposeInputs`, by `InputSnapshot`: size, modification time to the nanosecond, inode) every
/// `pollInterval`, and when one changes, waits until the inputs hold still for `settle` (an
/// editor's save in two writes, or by rename) and composes again: the content stamps make that
/// round draw exactly the pages whose inputs changed, and what did not change since the last round
/// (the inputs' hashes, the bezel art, the pages' store checks) stays loaded (`RoundCaches`). A
/// storefile, strings file or capture that cannot be loaded is a round that composes nothing (the
/// pages stay as they were); the watch goes on and the next change is tried again. Invariant: every round is reported to `onRound` once,
/// and no round starts after `stop` says true (it is asked before every poll).
public struct ComposeWatch: Sendable {
    public var job: ComposeJob
    public var pollInterval: Duration = .milliseconds(250)
    /// How long the inputs must hold still after a change before the round runs.
    public var settle: Duration = .milliseconds(100)
    /// How the watch waits between polls (tests may pass their own).
    public var sleep: @Sendable (Duration) -> Void = { Thread.sleep(forTimeInterval: ComposeWatch.seconds($0)) }

    /// `job` composed, then watched; its contact page reloads itself unless `.off`.
    public init(job: ComposeJob) {
        self.job = job
        if self.job.caches == nil { self.job.caches = RoundCaches() }
        if self.job.contactPage != .off { self.job.contactPage = .reloading }
    }

    /// One compose of the watch: what set it off, what it did, how long it took.
    public struct Round: Sendable {
        /// 0 for the first compose, then 1, 2, …
        public var number: Int
        /// The watched files whose change set the round off (empty for the first).
        public var changed: [String]
        public var outcome: Outcome
        /// Load and run, in seconds.
        public var seconds: Double
        /// How many files the watch polls after the round.
        public var watched: Int
    }

    /// What a round did.
    public enum Outcome: Sendable {
        /// The pages were composed (some may have failed: see the report).
        case composed(ComposeReport)
        /// The storefile, its strings or its captures could not be loaded (a `StorefileError`, or
        /// the storefile unreadable): nothing was composed, the pages are untouched.
        case notLoaded(any Error)
        /// The run could not start (no bezel art, an output folder that cannot be written): the
        /// pages are untouched.
        case failed(any Error)
    }

    /// Composes, reports the round, then watches and composes on every change until `stop`.
    /// `notices` hears each run's notices (the example art, a wait for another run's lock).
    public func run(notices: (JobNotice) -> Void = { _ in }, stop: () -> Bool, onRound: (Round) -> Void) {
        var job = self.job
        var watched: [String] = []
        var loadedOnce = false
        var changed: [String] = []
        var number = 0
        while !stop() {
            // Taken before the round reads anything: an edit made while it runs sets off the next
            // (for a file first watched after the round, its modification time says so).
            let before = InputSnapshot(watched), readSince = InputSnapshot.now()
            let clock = ContinuousClock(), start = clock.now
            var outcome: Outcome
            do {
                let loaded = try job.load()
                do {
                    let report = try job.run(loaded, notices: notices)
                    outcome = .composed(report)
                    watched = ComposeInputs.files(storefilePath: job.storefile, storefile: loaded.storefile,
                                                  painter: job.painter, bezelFiles: report.bezelFiles)
                    loadedOnce = true
                } catch {
                    outcome = .failed(error)
                    watched = Set(watched + ComposeInputs.files(storefilePath: job.storefile, storefile: loaded.storefile,
                                                                painter: job.painter, bezelFiles: [])).sorted()
                }
            } catch {
                outcome = .notLoaded(error)
            }
            if !loadedOnce {
                // Never loaded: which strings or captures it names is not known, so the storefile's
                // folder is watched (the output folder and hidden files left out).
                watched = Set(watched + [job.storefile] + ComposeInputs.files(under: PathText.folder(job.storefile),
                                                                              excluding: job.outputDirectory)).sorted()
            }
            job.force = false
            onRound(Round(number: number, changed: changed, outcome: outcome, seconds: Self.seconds(clock.now - start),
                          watched: watched.count))
            number += 1
            guard let next = waitForChange(from: before.covering(watched, readSince: readSince), loadedOnce: loadedOnce, stop: stop) else { return }
            changed = next
        }
    }

    /// Polls until a watched file changes and the files hold still for `settle`: the files that
    /// changed; nil when `stop` says true first. Before a first good load the folder listing is
    /// polled too, so that a file appearing there counts.
    private func waitForChange(from baseline: InputSnapshot, loadedOnce: Bool, stop: () -> Bool) -> [String]? {
        var paths = Array(baseline.marks.keys)
        func look() -> InputSnapshot {
            if !loadedOnce {
                paths = Set(paths + ComposeInputs.files(under: PathText.folder(job.storefile), excluding: job.outputDirectory)).sorted()
            }
            return InputSnapshot(paths)
        }
        while true {
            if stop() { return nil }
            sleep(pollInterval)
            var latest = look()
            guard !latest.changes(since: baseline).isEmpty else { continue }
            // An editor's save may be several writes, or a removal and a rename: wait for quiet.
            while true {
                if stop() { return nil }
                sleep(settle)
                let again = look()
                if again == latest { break }
                latest = again
            }
            let changed = latest.changes(since: baseline)
            if !changed.isEmpty { return changed }
        }
    }

    /// `duration` in seconds.
    public static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
