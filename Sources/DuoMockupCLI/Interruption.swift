import DuoMockup
import Dispatch
import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the `duo-mockup` process does on SIGINT (Ctrl-C), SIGTERM and SIGHUP: it removes every
/// temporary file it is writing (ending the ffmpeg that writes one first), says so in one line,
/// and dies of the signal, as it would have without the handler (exit status 128 + the signal's
/// number in a shell). Files already renamed into place are whole and stay. A signal the process
/// was started with ignored (`nohup`, a shell's background job) stays ignored. While a watch runs
/// (`stoppable`, `compose --watch`), the first signal asks it to stop between rounds instead, and
/// it exits 0; a second ends the process as above. Installed by the
/// executable only: in-process runs (tests) keep their host's handling.
public enum Interruption {
    /// The signal sources, kept for the life of the process.
    private final class Sources: @unchecked Sendable {
        var all: [DispatchSourceSignal] = []
    }
    private static let sources = Sources()
    private static let queue = DispatchQueue(label: "duo-mockup.interruption")

    /// Installs the handling; call once, before the command runs.
    public static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            // A parent's blocked mask is inherited across exec (Foundation's Process passes on its
            // thread's): unblock, so that the signal arrives at all.
            unblock(number)
            // Dispatch delivers the signal on its queue; the default action must not run first.
            let previous = signal(number, SIG_IGN)
            if isIgnore(previous) { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { if !askToStop(number) { interrupted(by: number) } }
            source.resume()
            sources.all.append(source)
        }
    }

    /// While a `stoppable` body runs: the signal its caller asked to end it gracefully, if any.
    private static let stopping = Locked((stoppable: false, requested: Int32?.none))

    /// Runs `body` (a watch) so that the first SIGINT, SIGTERM or SIGHUP asks it to stop instead of
    /// ending the process: `stopRequested` then gives the signal, and the body ends when it sees
    /// it (between rounds, so that nothing is left half-written). A second signal ends the process
    /// at once, as outside the body. What `body` returns, and the signal that stopped it.
    public static func stoppable<T>(_ body: (_ stopRequested: @escaping @Sendable () -> Int32?) -> T) -> (T, Int32?) {
        stopping.withLock { $0 = (true, nil) }
        let result = body { stopping.withLock { $0.requested } }
        let signal = stopping.withLock { state -> Int32? in
            defer { state = (false, nil) }
            return state.requested
        }
        return (result, signal)
    }

    /// True when a stoppable body runs and has not been asked yet: it is asked now (and told on
    /// standard error); false sends the signal on to the ordinary ending.
    private static func askToStop(_ number: Int32) -> Bool {
        let asked = stopping.withLock { state -> Bool in
            guard state.stoppable, state.requested == nil else { return false }
            state.requested = number
            return true
        }
        if asked {
            let line = "duo-mockup: stopping (\(name(of: number))) once the current round ends; again to stop at once\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
        }
        return asked
    }

    private static func interrupted(by number: Int32) -> Never {
        let removed = TemporaryFiles.removeAllForInterruption()
        let what = removed == 0 ? "" : "; removed \(Words.count(removed, "partial file"))"
        let line = "duo-mockup: interrupted (\(name(of: number)))\(what)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        // Die of the signal itself: its default action, delivered to this thread (Dispatch may
        // keep it blocked elsewhere); should it not end the process, exit as a shell reports it.
        _ = signal(number, SIG_DFL)
        unblock(number)
        raise(number)
        _exit(128 + number)
    }

    /// Unblocks `number` for the calling thread (and the threads it starts later).
    private static func unblock(_ number: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    static func name(of number: Int32) -> String {
        switch number {
        case SIGINT: return "SIGINT"
        case SIGTERM: return "SIGTERM"
        case SIGHUP: return "SIGHUP"
        default: return "signal \(number)"
        }
    }

    /// True when `handler` (what `signal` returned, a C function pointer) is SIG_IGN.
    private static func isIgnore<Handler>(_ handler: Handler) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
