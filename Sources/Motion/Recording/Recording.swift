import _Support
import Codecs
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A screen recording opened as a capture: its file, what ffprobe says of it, and the tools that
/// read it. Invariant: `info` describes `file` as probed by `tools.ffprobe`.
public struct Recording: Sendable {
    public let file: String
    public let info: RecordingInfo
    public let tools: FFmpegTools

    /// The file extensions read as recordings rather than images.
    public static let extensions: Set<String> = ["mp4", "mov", "m4v", "webm"]

    /// True when `path` names a recording by its extension (`.mp4`, `.mov`, `.m4v`, `.webm`).
    public static func isRecording(_ path: String) -> Bool {
        extensions.contains(PathText.pathExtension(path).lowercased())
    }

    /// Probes `file` with ffprobe after checking ffmpeg's version. Throws one line naming the file:
    /// a file that is not there, not a recording ffmpeg reads, truncated, without video, with a
    /// picture over `limits.maxPixels`, or an ffmpeg too old.
    public static func open(_ file: String, tools: FFmpegTools, limits: DecodeLimits = DecodeLimits()) throws -> Recording {
        try checkReadable(file)
        try tools.checkVersion(for: file)
        let run: ToolRun.Result
        do {
            // "file:" keeps a name with a colon (or starting with a protocol) a plain file name.
            run = try ToolRun.run(tools.ffprobe, ["-hide_banner", "-v", "error", "-print_format", "json",
                                                  "-show_format", "-show_streams", "file:" + file])
        } catch {
            throw MotionError.recording(.cannotRunFFprobe(file: file, ffprobe: tools.ffprobe, reason: "\(error)"))
        }
        guard run.succeeded else {
            throw MotionError.recording(.ffprobeFailed(file: file, killed: run.killedBySignal,
                                                       lastLine: run.lastErrorLine.map { Self.trimmed($0, file: file) }))
        }
        let info = try RecordingInfo.parse(ffprobeReport: run.output, file: file)
        let (pixels, overflow) = info.width.multipliedReportingOverflow(by: info.height)
        if overflow || pixels > limits.maxPixels {
            throw MotionError.recording(.tooManyPixels(file: file, width: info.width, height: info.height, limit: limits.maxPixels))
        }
        return Recording(file: file, info: info, tools: tools)
    }

    /// Throws the reader's one line for a file that cannot be opened or is a folder (ffprobe's own
    /// words for these are less clear).
    static func checkReadable(_ file: String) throws {
        let descriptor = openReadOnly(file)
        guard descriptor >= 0 else { throw MotionError.recording(.cannotOpen(file: file, reason: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw MotionError.recording(.cannotRead(file: file, reason: String(cString: strerror(errno)))) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw MotionError.recording(.isAFolder(file: file)) }
        guard status.st_size > 0 || status.st_mode & S_IFMT != S_IFREG else { throw MotionError.recording(.emptyFile(file: file)) }
    }

    /// ffmpeg's message without the file name or the component tag it starts with
    /// (`file:x.mp4: Invalid data …`, `[mov,mp4,m4a @ 0x5642…] stream 0: partial file`).
    static func trimmed(_ line: String, file: String) -> String {
        var text = Substring(line)
        if text.hasPrefix("["), let close = text.firstIndex(of: "]"), text[..<close].contains(" @ ") {
            text = text[text.index(after: close)...].drop { $0 == " " }
        }
        for prefix in ["file:" + file + ": ", file + ": "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        return String(text)
    }
}

/// `open(2)` for reading, named apart from `Recording.open`.
private func openReadOnly(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }
