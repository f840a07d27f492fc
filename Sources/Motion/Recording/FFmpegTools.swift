import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The ffmpeg and ffprobe programs that read recordings (found on `PATH`, never linked).
/// Invariant: both paths name executable files when the value was made by `locate`.
public struct FFmpegTools: Sendable, Equatable {
    public let ffmpeg: String
    public let ffprobe: String

    /// The oldest ffmpeg whose filters (`fps` with `start_time` and `round`) and options this
    /// package relies on; tested with 5.1.
    public static let oldestMajorVersion = 4

    public init(ffmpeg: String, ffprobe: String) {
        self.ffmpeg = ffmpeg; self.ffprobe = ffprobe
    }

    /// ffmpeg as `FFmpegSink.locate` finds it (`$DUO_FFMPEG`, else `PATH`), and ffprobe from
    /// `$DUO_FFPROBE`, else beside that ffmpeg, else on `PATH`; nil when either is missing.
    public static func locate(environment: [String: String]) -> FFmpegTools? {
        guard let ffmpeg = FFmpegSink.locate(environment: environment) else { return nil }
        if let explicit = environment["DUO_FFPROBE"], !explicit.isEmpty { return FFmpegTools(ffmpeg: ffmpeg, ffprobe: explicit) }
        if let slash = ffmpeg.lastIndex(of: "/") {
            let beside = String(ffmpeg[...slash]) + "ffprobe"
            if access(beside, X_OK) == 0 { return FFmpegTools(ffmpeg: ffmpeg, ffprobe: beside) }
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/ffprobe"
            if access(candidate, X_OK) == 0 { return FFmpegTools(ffmpeg: ffmpeg, ffprobe: candidate) }
        }
        return nil
    }

    /// A recording read without ffmpeg: the packages to install.
    public static func missing(file: String) -> MotionError {
        .recording(.toolsMissing(file: file))
    }

    /// Throws when ffmpeg cannot run or calls itself older than `oldestMajorVersion`. A version
    /// it does not spell as numbers (a build from git, `N-…`) is taken as recent.
    public func checkVersion(for file: String) throws {
        let run: ToolRun.Result
        do { run = try ToolRun.run(ffmpeg, ["-hide_banner", "-version"]) } catch {
            throw MotionError.recording(.cannotRunFFmpeg(file: file, ffmpeg: ffmpeg, reason: "\(error)"))
        }
        guard run.succeeded else {
            throw MotionError.recording(.ffmpegDoesNotRun(file: file, ffmpeg: ffmpeg, lastLine: run.lastErrorLine, status: run.status))
        }
        let first = String(decoding: run.output.prefix(200), as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if let major = Self.majorVersion(firstLine: first), major < Self.oldestMajorVersion {
            throw MotionError.recording(.ffmpegTooOld(file: file, version: first.split(separator: " ").prefix(3).joined(separator: " ")))
        }
    }

    /// The major version in `ffmpeg version 5.1.9-0+deb12u1 …` or `ffmpeg version n6.1 …`; nil
    /// when the line says none (a git build).
    static func majorVersion(firstLine: String) -> Int? {
        let words = firstLine.split(separator: " ")
        guard let at = words.firstIndex(of: "version"), at + 1 < words.count else { return nil }
        var v = Substring(words[at + 1])
        if v.first == "n" { v = v.dropFirst() }
        let digits = v.prefix { $0.isNumber }
        guard !digits.isEmpty, v.dropFirst(digits.count).first == "." || digits.count == v.count else { return nil }
        return Int(digits)
    }

    /// The names of the encoders this ffmpeg has (`libx264`, `prores_ks`, `hevc_videotoolbox`, …).
    public func encoders() -> Set<String> {
        guard let run = try? ToolRun.run(ffmpeg, ["-hide_banner", "-encoders"]), run.succeeded else { return [] }
        var names: Set<String> = []
        for line in String(decoding: run.output, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let words = line.split(separator: " ")
            // " V....D libx264   libx264 H.264 …": the flags (six letters or dots), then the name.
            if words.count >= 2, words[0].count == 6, words[0].allSatisfy({ $0.isLetter || $0 == "." }) {
                names.insert(String(words[1]))
            }
        }
        return names
    }
}

/// A program run to completion with its standard output kept and its standard error's last line.
/// Invariant: `run` returns only once the program has exited and both streams are closed.
enum ToolRun {
    struct Result {
        var status: Int32
        var killedBySignal: Bool
        var output: [UInt8]
        var errorText: String
        var succeeded: Bool { !killedBySignal && status == 0 }
        var lastErrorLine: String? {
            errorText.split(whereSeparator: \.isNewline).last.map(String.init)
        }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errors = PipeText()
        let handle = err.fileHandleForReading
        DispatchQueue.global().async { errors.collect(from: handle) }
        let output = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return Result(status: process.terminationStatus, killedBySignal: process.terminationReason == .uncaughtSignal,
                      output: output, errorText: errors.wait())
    }
}

/// A pipe read to its end on another thread (a child's standard error), so that the child never
/// blocks on a full pipe. Invariant: `wait` returns once the pipe has closed.
final class PipeText: @unchecked Sendable {
    private let condition = NSCondition()
    private var data = Data()
    private var closed = false

    func collect(from handle: FileHandle) {
        let all = handle.readDataToEndOfFile()
        condition.lock(); data = all; closed = true; condition.broadcast(); condition.unlock()
    }

    /// The text, once the pipe has closed.
    func wait() -> String {
        condition.lock(); defer { condition.unlock() }
        while !closed { condition.wait() }
        return String(decoding: data, as: UTF8.self)
    }
}
