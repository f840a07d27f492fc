import Foundation
import Codecs
import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A video written by ffmpeg from raw frames (straight-alpha RGBA, or Y'CbCr for an MP4) piped to
/// its standard input as they are rendered. ffmpeg writes to a hidden temporary file in the output's folder (an
/// `AtomicFileStream`'s, with ffmpeg its writer, so an interruption ends ffmpeg and removes it),
/// renamed to the output only when it exits cleanly; if it fails or is killed, the temporary file
/// is removed and the error names the output and quotes ffmpeg's last line.
public final class FFmpegSink: FrameSink {
    public let path: String
    private let process = Process()
    private let framesPipe = Pipe()
    private let errors = Pipe()
    private let file: AtomicFileStream
    private let log = PipeText()
    private var framesWritten = 0
    private var done = false
    /// The last frame's straight bytes, written again by `repeatLast`.
    private var last: [UInt8] = []
    private let samples: Input

    /// The frames a sink takes: straight RGBA (`append(_: Image)`), or 8-bit Y'CbCr 4:2:0 by
    /// BT.709's matrix in the video range at even sizes for an MP4 (`append(_: YUV420Picture)`,
    /// encoded as they are).
    public enum Input: Sendable, Equatable {
        case rgba
        case yuv420BT709
    }

    /// The ffmpeg to run: `$DUO_FFMPEG` when set, else the first `ffmpeg` on `PATH`; nil if none.
    public static func locate(environment: [String: String]) -> String? {
        if let explicit = environment["DUO_FFMPEG"], !explicit.isEmpty { return explicit }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// A missing ffmpeg: the package to install and what works without it.
    public static func missing(format: ClipFormat) -> MotionError {
        .output(.ffmpegMissing(format: format))
    }

    /// The size of the video ffmpeg writes from `width × height` frames: MP4 (H.264 in 4:2:0) and
    /// WebM (VP9 in 4:2:0) pad an odd side by one pixel to an even one; MOV (ProRes 4444) keeps it.
    public static func writtenSize(format: ClipFormat, width: Int, height: Int) -> (width: Int, height: Int) {
        format == .mov ? (width, height) : (width + width % 2, height + height % 2)
    }

    /// Starts ffmpeg for a `width × height` clip at `fps`. `background` (straight RGB) fills the
    /// padding that H.264's even sizes need; frames for MP4 must already be opaque. `codec` is
    /// the container's standard one unless given (`encoder` then names the ffmpeg encoder that
    /// `VideoCodec.encoder(in:available:output:)` found); `sound` is muxed in from its file.
    /// `colour` tags the video (the frames turned into YUV by its matrix, the stream and frames
    /// labelled with it).
    public init(executable: String, path: String, format: ClipFormat, width: Int, height: Int, fps: Double,
                background: StraightRGBA8, colour: VideoColour = .bt709, codec: VideoCodec? = nil, encoder: String? = nil,
                sound: SoundTrack? = nil, input: Input = .rgba) throws {
        precondition(format.needsFFmpeg, "ffmpeg writes MP4, WebM and MOV")
        precondition(input == .rgba || (format == .mp4 && width % 2 == 0 && height % 2 == 0 && colour.matrix == "bt709"),
                     "Y'CbCr frames go into an MP4, at even sizes, by BT.709's matrix")
        samples = input
        self.path = path
        file = try AtomicFileStream(path: path)
        let hex = String(format: "0x%02X%02X%02X", background.r, background.g, background.b)
        var arguments = ["-hide_banner", "-nostats", "-loglevel", "error", "-xerror", "-y",
                         "-f", "rawvideo", "-pix_fmt", input == .rgba ? "rgba" : "yuv420p", "-s", "\(width)x\(height)",
                         "-framerate", String(fps), "-i", "pipe:0"]
        if let sound { arguments += sound.inputArguments }
        // Padding to even sizes (4:2:0 needs them), only where a side is odd: `even(colour)` is
        // the filter with a comma after it, or nothing.
        let odd = width % 2 == 1 || height % 2 == 1
        let even: (String) -> String = { odd ? "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=\($0)," : "" }
        let yuv = "scale=out_color_matrix=\(colour.matrix):out_range=tv"
        let tags = "setparams=color_primaries=\(colour.primaries):color_trc=\(colour.transfer):colorspace=\(colour.matrix):range=tv"
        // An opaque 4:2:0 video's filters: RGBA frames are turned into Y'CbCr by the video's
        // matrix (Y'CbCr frames already are), then tagged.
        let opaque = (input == .rgba ? "\(even(hex))\(yuv),format=yuv420p," : "") + tags
        let chosen = codec ?? VideoCodec.standard(for: format)
        switch format {
        case _ where chosen != VideoCodec.standard(for: format):
            arguments += Self.arguments(for: chosen!, encoder: encoder ?? chosen!.encoders(in: format)[0], in: format,
                                        even: even, opaque: opaque, colour: colour)
        case .mp4:
            arguments += ["-vf", opaque,
                          "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p"]
                + colour.ffmpegArguments + ["-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            arguments += ["-vf", "\(even("black@0"))\(yuv),format=yuva420p,\(tags)", "-c:v", "libvpx-vp9",
                          "-pix_fmt", "yuva420p", "-crf", "30", "-b:v", "0", "-row-mt", "1"] + colour.ffmpegArguments + ["-f", "webm"]
        case .mov:
            arguments += ["-vf", "\(yuv),format=yuva444p10le,\(tags)", "-c:v", "prores_ks", "-profile:v", "4444",
                          "-pix_fmt", "yuva444p10le", "-vendor", "apl0"] + colour.ffmpegArguments + ["-f", "mov"]
        default: break
        }
        if let sound { arguments += sound.outputArguments(format: format) }
        arguments.append(file.temporaryPath)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = framesPipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        // A write to a pipe whose reader has died must fail with EPIPE, not kill us.
        signal(SIGPIPE, SIG_IGN)
        // Started and recorded as the temporary file's writer in one step (an interruption then
        // ends it before removing the file).
        let process = self.process
        do {
            try TemporaryFiles.startWriter(of: file.temporaryPath) {
                try process.run()
                return process.processIdentifier
            }
        } catch {
            throw MotionError.output(.cannotStartFFmpeg(path: path, ffmpeg: executable, reason: error.localizedDescription))
        }
        let handle = errors.fileHandleForReading, log = self.log
        DispatchQueue.global().async { log.collect(from: handle) }
    }

    deinit { abandon() }

    /// Appends a frame (of a sink whose input is `.rgba`).
    public func append(_ frame: Image) throws {
        precondition(samples == .rgba, "an RGBA sink's frame")
        // An opaque frame's premultiplied bytes are its straight ones: no copy to undo alpha.
        last = frame.isOpaque ? frame.pixels : frame.straightPixels()
        try send(last)
    }

    /// Appends a Y'CbCr frame (of a sink whose input is `.yuv420BT709`).
    package func append(_ frame: YUV420Picture) throws {
        precondition(samples == .yuv420BT709, "a Y'CbCr sink's frame")
        last = frame.bytes
        try send(last)
    }

    public func repeatLast() throws { try send(last) }

    /// Writes one frame's bytes to ffmpeg's standard input.
    private func send(_ bytes: [UInt8]) throws {
        let descriptor = framesPipe.fileHandleForWriting.fileDescriptor
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return true
        }
        guard ok else {
            let frame = framesWritten + 1
            throw failure { .ffmpegStoppedTakingFrames(path: path, frame: frame, exit: $0, says: $1) }
        }
        framesWritten += 1
    }

    public func finish() throws {
        try? framesPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit && process.terminationStatus == 0 else {
            throw failure { .ffmpegFailed(path: path, exit: $0, says: $1) }
        }
        // At -loglevel error anything ffmpeg says is an error, even when it exits 0 (it does so
        // after a failed write to a full disk, leaving a truncated file).
        if let last = lastErrorLine() {
            abandon()
            throw MotionError.output(.ffmpegReportedError(path: path, says: last))
        }
        TemporaryFiles.clearWriter(of: file.temporaryPath)
        done = true
        try file.commit()
    }

    public func abandon() {
        guard !done else { return }
        done = true
        try? framesPipe.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        TemporaryFiles.clearWriter(of: file.temporaryPath)
        file.abandon()
    }

    /// The output options of a codec other than the container's standard one; `opaque` is the
    /// filter chain of an opaque 4:2:0 video (the frames into Y'CbCr where they are RGBA, tagged).
    private static func arguments(for codec: VideoCodec, encoder: String, in format: ClipFormat, even: (String) -> String,
                                  opaque: String, colour: VideoColour) -> [String] {
        let container = format == .mov ? "mov" : "mp4"
        let tags = colour.ffmpegArguments
        let faststart = format == .mp4 ? ["-movflags", "+faststart"] : []
        switch (codec, encoder) {
        case (.hevc, "hevc_videotoolbox") where format == .mov:
            // VideoToolbox writes the alpha as a second layer (macOS 10.15 and later).
            return ["-vf", "\(even("black@0"))format=bgra", "-c:v", encoder, "-alpha_quality", "0.75", "-q:v", "65",
                    "-tag:v", "hvc1"] + tags + ["-f", container]
        case (.hevc, "hevc_videotoolbox"):
            return ["-vf", opaque, "-c:v", encoder, "-q:v", "65", "-tag:v", "hvc1"] + tags + faststart + ["-f", container]
        case (.hevc, _):
            return ["-vf", opaque, "-c:v", encoder, "-preset", "medium", "-crf", "20", "-pix_fmt", "yuv420p",
                    "-tag:v", "hvc1", "-x265-params", "log-level=error"] + tags + faststart + ["-f", container]
        default:
            return ["-vf", opaque, "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p"]
                + tags + faststart + ["-f", container]
        }
    }

    /// The error for a failed ffmpeg (the process reaped, its output removed), made by `error` from
    /// how it ended and the line that says why.
    private func failure(_ error: (FFmpegExit, String?) -> ClipOutputError) -> MotionError {
        try? framesPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        let text = log.wait()
        abandon()
        let exit = FFmpegExit(status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal)
        return .output(error(exit, Self.tellingLine(in: text)))
    }

    /// ffmpeg's last line on standard error, once it has closed it; nil when it said nothing.
    private func lastErrorLine() -> String? {
        log.wait().split(whereSeparator: \.isNewline).last.map(String.init)
    }

    /// The line of ffmpeg's standard error that says why: the last naming a system error about
    /// the output (a full disk, a quota, a read-only or failing disk, no permission), which ffmpeg
    /// follows with a vaguer line; else the last line.
    private static func tellingLine(in text: String) -> String? {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        let reasons = [ENOSPC, EDQUOT, EROFS, EIO, EACCES, EFBIG].map { String(cString: strerror($0)) }
        return lines.last { line in reasons.contains { line.contains($0) } } ?? lines.last
    }
}
