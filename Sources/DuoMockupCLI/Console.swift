import DuoMockup
import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Where the command's text goes, and what it knows of its terminal. The system console writes
/// to file descriptors 1 and 2; a capturing console (for tests) keeps everything in memory.
/// Invariant: writes from several threads (a gallery's workers) come out whole, one at a time,
/// under `lock`; everything else is immutable after `init`.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    public let environment: [String: String]
    public let standardOutputIsTerminal: Bool
    public let standardErrorIsTerminal: Bool
    /// Everything written, when capturing; empty for the system console.
    public var capturedOutput: [UInt8] { lock.lock(); defer { lock.unlock() }; return output }
    public var capturedError: String { lock.lock(); defer { lock.unlock() }; return error }
    private var output: [UInt8] = []
    private var error = ""
    private let capturing: Bool

    private init(environment: [String: String], outTTY: Bool, errTTY: Bool, capturing: Bool) {
        self.environment = environment
        self.standardOutputIsTerminal = outTTY
        self.standardErrorIsTerminal = errTTY
        self.capturing = capturing
    }

    /// The process's own standard output and error.
    public static func system() -> Console {
        // ProcessInfo, not libc's `environ`: Darwin's module does not declare that global.
        Console(environment: ProcessInfo.processInfo.environment, outTTY: isatty(1) != 0, errTTY: isatty(2) != 0,
                capturing: false)
    }

    /// A console that keeps what is written, for tests.
    public static func capturing(environment: [String: String] = [:], terminal: Bool = false) -> Console {
        Console(environment: environment, outTTY: terminal, errTTY: terminal, capturing: true)
    }

    /// Columns and rows of the terminal on standard output, when it is one and says so.
    public var terminalSize: (columns: Int, rows: Int)? {
        guard !capturing, standardOutputIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The captured standard output as text.
    public var capturedOutputText: String { String(decoding: capturedOutput, as: UTF8.self) }

    public func out(_ text: String) { write(Array((text + "\n").utf8), fd: 1) }
    public func err(_ text: String) { write(Array((text + "\n").utf8), fd: 2) }
    /// Writes text to standard error without a newline (progress bars).
    public func errRaw(_ text: String) { write(Array(text.utf8), fd: 2) }
    public func outBytes(_ bytes: [UInt8]) { write(bytes, fd: 1) }

    private func write(_ bytes: [UInt8], fd: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if capturing {
            if fd == 1 { output += bytes } else { error += String(decoding: bytes, as: UTF8.self) }
            return
        }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
    }

    /// A job's notice as its line on standard error.
    func notice(_ notice: JobNotice) {
        switch notice {
        case .warning(let text): err("duo-mockup: warning: \(text)")
        case .note(let text): err("duo-mockup: note: \(text)")
        case .exampleArt(let folder): err("duo-mockup: note: using the example bezel art in \(folder) (use --bezels DIR for your own)")
        case .waiting(let folder, let file):
            err("duo-mockup: waiting for another run writing into \(folder) to finish (it holds \(file))")
        }
    }
}
