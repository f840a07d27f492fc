import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `duo-mockup` run as a separate process, for what only a process can show: signals,
/// kill -9, two runs at once. It starts as a shell would start it: no signal blocked, SIGINT,
/// SIGTERM, SIGHUP and SIGPIPE at their defaults (a test thread blocks most signals, and
/// Foundation's `Process` would pass that mask on). Standard error goes to a file (no pipe to
/// fill), standard output nowhere. Invariant: `wait()` returns only after the process has exited.
public final class RunningTool {
    /// The `duo-mockup` built beside the test bundle (`swift build` builds it with the tests).
    public static var executable: String? {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("duo-mockup").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// A tool that could not be started.
    public struct CannotStart: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    public let pid: pid_t
    private let errorFile: String
    private var ended: (status: Int32, signalled: Bool)?

    /// Starts `duo-mockup arguments` (in `environment`, else the test's own).
    public init(_ arguments: [String], errorFile: String, environment: [String: String]? = nil) throws {
        guard let executable = Self.executable else {
            throw CannotStart(description: "duo-mockup is not built beside the tests (swift build --build-tests)")
        }
        self.errorFile = errorFile
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawnattr_destroy(&attributes); posix_spawn_file_actions_destroy(&actions) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw CannotStart(description: "posix_spawn \(executable): \(String(cString: strerror(status)))") }
        pid = child
    }

    deinit {
        if isRunning { kill(pid, SIGKILL); wait() }
    }

    /// True until the process has exited.
    public var isRunning: Bool {
        guard ended == nil else { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { ended = Self.decode(status) }
        return ended == nil
    }

    /// Sends `signal` to the process.
    public func send(_ signal: Int32) { if ended == nil { kill(pid, signal) } }

    /// Waits for the process to exit: the status, and whether a signal ended it (the status is
    /// then the signal's number). A process still running after `seconds` is killed (SIGKILL), so a
    /// hang fails its test instead of stopping the suite.
    @discardableResult
    public func wait(seconds: Double = 600) -> (status: Int32, signalled: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning {
            if Date() > deadline { kill(pid, SIGKILL) }
            usleep(2000)
        }
        return ended!
    }

    private static func decode(_ status: Int32) -> (status: Int32, signalled: Bool) {
        let signal = status & 0x7f
        return signal == 0 ? ((status >> 8) & 0xff, false) : (signal, true)
    }

    /// What the process wrote on standard error so far.
    public var standardError: String { (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "" }

    /// Polls `condition` every 2 ms until it holds (true), or the process exits or `seconds`
    /// pass (false unless it holds then).
    public func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            if !isRunning { return condition() }
            usleep(2000)
        }
        return false
    }

    /// Runs `duo-mockup arguments` to the end.
    public static func run(_ arguments: [String], errorFile: String,
                           environment: [String: String]? = nil) throws -> (status: Int32, error: String) {
        let tool = try RunningTool(arguments, errorFile: errorFile, environment: environment)
        let end = tool.wait()
        return (end.signalled ? 128 + end.status : end.status, tool.standardError)
    }
}
