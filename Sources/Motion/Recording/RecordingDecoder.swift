import _Support
import Foundation
import Raster
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The size decoded frames are delivered at: the recording's picture (as shown) cut to its
/// content at the top-left (a recorder's padding pixel off), then scaled by ffmpeg.
/// Invariant: every size ≥ 1; the content lies within the picture.
package struct RecordingFrameShape: Sendable, Equatable {
    public var contentWidth: Int
    public var contentHeight: Int
    public var width: Int
    public var height: Int

    public init(contentWidth: Int, contentHeight: Int, width: Int, height: Int) {
        self.contentWidth = contentWidth; self.contentHeight = contentHeight; self.width = width; self.height = height
    }
}

/// The samples a decoder delivers: premultiplied RGBA, or the recording's own Y'CbCr 4:2:0
/// (only for a recording that `RecordingInfo.isBT709VideoRange420`, at even sizes).
package enum DecodedPixels: Sendable, Equatable {
    case rgba
    case yuv420
}

/// One decoded picture: premultiplied and opaque RGBA (a phone's screen is: any transparency is
/// shown over black) or 4:2:0 Y'CbCr, and whether its samples are exactly those of the frame before it.
package struct DecodedFrame: Sendable {
    package enum Picture: Sendable {
        case rgba(Image)
        case yuv420(YUV420Picture)
    }
    public var picture: Picture
    public var repeatsPrevious: Bool

    /// The RGBA picture (of a decoder delivering `.rgba`).
    public var image: Image {
        guard case .rgba(let image) = picture else { preconditionFailure("an RGBA decoder's frame") }
        return image
    }
}

/// A recording's frames decoded by ffmpeg through a pipe, at the span's rate, by a thread of its
/// own that stays at most `window` frames ahead of the frames taken.
/// Invariant: `frame(i)` is the picture at `span.time(ofFrame: i)`; past ffmpeg's last frame the
/// last one repeats; a failing or killed ffmpeg, or one that reports an error (a damaged or
/// truncated file), makes every later `frame` and `finish` throw one line naming the file.
package final class RecordingDecoder: @unchecked Sendable {
    public let recording: Recording
    public let span: RecordingSpan
    public let shape: RecordingFrameShape
    public let pixels: DecodedPixels
    private let process = Process()
    private let state: DecoderState

    /// Starts ffmpeg and the reading thread, delivering `pixels`: RGBA pictures of `shape`'s size,
    /// or Y'CbCr ones of its size cut to even sides (an odd last column or row off).
    public init(recording: Recording, span: RecordingSpan, shape: RecordingFrameShape, window: Int = 4,
                pixels: DecodedPixels = .rgba) throws {
        precondition(pixels == .rgba || recording.info.isBT709VideoRange420, "Y'CbCr frames are of a BT.709 4:2:0 recording")
        self.recording = recording; self.span = span; self.shape = shape; self.pixels = pixels
        state = DecoderState(file: recording.file, window: max(1, window), count: span.count)
        process.executableURL = URL(fileURLWithPath: recording.tools.ffmpeg)
        process.arguments = Self.arguments(recording: recording, span: span, shape: shape, pixels: pixels)
        let out = Pipe(), err = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        let state = self.state
        process.terminationHandler = { p in
            state.exited(status: p.terminationStatus, bySignal: p.terminationReason == .uncaughtSignal)
        }
        do { try process.run() } catch {
            throw MotionError.recording(.cannotStartDecoder(file: recording.file, ffmpeg: recording.tools.ffmpeg,
                                                            reason: error.localizedDescription))
        }
        let errors = err.fileHandleForReading
        DispatchQueue.global().async { state.collectErrors(from: errors) }
        let descriptor = out.fileHandleForReading.fileDescriptor
        let handle = out.fileHandleForReading   // kept open until the reader is done
        let odd = pixels == .rgba ? (0, 0) : (shape.width % 2, shape.height % 2)
        let (w, h, alpha) = (shape.width - odd.0, shape.height - odd.1, recording.info.hasAlpha)
        let thread = Thread {
            state.read(from: descriptor, width: w, height: h, pixels: pixels, hasAlpha: alpha)
            try? handle.close()
        }
        thread.start()
    }

    deinit { cancel() }

    /// ffmpeg's command line: seek near `start` keeping the frames before it (`-noaccurate_seek`),
    /// so that the picture on screen at `start` is the first one; the `fps` filter then holds each
    /// picture until the next one's timestamp (rounded up: a picture shows from its own time on).
    /// `.yuv420` pictures stay in the recording's samples, resized only.
    static func arguments(recording: Recording, span: RecordingSpan, shape: RecordingFrameShape,
                          pixels: DecodedPixels = .rgba) -> [String] {
        var a = ["-hide_banner", "-nostdin", "-loglevel", "error"]
        if span.start > 0 { a += ["-noaccurate_seek", "-ss", NumberText.shortest(span.start)] }
        a += ["-i", "file:" + recording.file, "-map", "0:v:0", "-an", "-sn", "-dn"]
        var filters = ["fps=fps=\(NumberText.shortest(span.framesPerSecond)):start_time=0:round=up"]
        let info = recording.info
        if shape.contentWidth != info.width || shape.contentHeight != info.height {
            // exact: on 4:2:0 pictures ffmpeg otherwise rounds an odd width or height down to even,
            // and the 951 × 669 frames the reader waits for would come 950 × 668 (none read).
            filters.append("crop=\(shape.contentWidth):\(shape.contentHeight):0:0:exact=1")
        }
        // Resized in the recording's own YUV (a third of the samples of RGBA at 4:2:0), then
        // turned into RGBA at the small size: a single scaler doing both interpolates chroma
        // over the whole recording's size, 1.5× the CPU of decoding it.
        if shape.width != shape.contentWidth || shape.height != shape.contentHeight {
            filters.append("scale=\(shape.width):\(shape.height):flags=\(resizeFlags)")
        }
        let format = pixels == .rgba ? "rgba" : "yuv420p"
        if pixels == .rgba {
            filters.append("scale=flags=\(conversionFlags)")
        } else if shape.width % 2 == 1 || shape.height % 2 == 1 {
            filters.append("crop=\(shape.width - shape.width % 2):\(shape.height - shape.height % 2):0:0:exact=1")
        }
        filters.append("format=\(format)")
        a += ["-vf", filters.joined(separator: ","), "-frames:v", String(span.count),
              "-f", "rawvideo", "-pix_fmt", format, "pipe:1"]
        return a
    }

    /// The scaler's filters: resizing (in YUV), then converting to RGBA, chroma interpolated at
    /// full resolution (bilinear: bicubic with accurate rounding cost 12 ms a 1020×718 frame more).
    static let resizeFlags = "lanczos"
    static let conversionFlags = "bilinear+full_chroma_int"

    /// Frame `i` (waits for it). Throws the decoder's failure.
    public func frame(_ i: Int) throws -> DecodedFrame { try state.take(i) }

    /// Waits for ffmpeg to end and throws when it failed or reported an error. Call after the
    /// last frame was taken.
    public func finish() throws {
        // Frames past the count are never asked for: ffmpeg stops by itself at the count.
        try state.waitForEnd()
    }

    /// Stops ffmpeg (when running) and the reader.
    public func cancel() {
        state.cancel()
        if process.isRunning { process.terminate() }
    }
}

/// The decoder's shared state: frames read and not yet taken, the last one, how ffmpeg ended.
private final class DecoderState: @unchecked Sendable {
    let file: String
    let window: Int
    let count: Int
    private let condition = NSCondition()
    private var stored: [Int: DecodedFrame] = [:]
    private var last: DecodedFrame?
    private var produced = 0
    private var readerDone = false
    private var exit: FFmpegExit?
    private var errorText: String?
    private var cancelled = false

    init(file: String, window: Int, count: Int) { self.file = file; self.window = window; self.count = count }

    /// Reads whole frames from `descriptor` until it ends, the count is reached, or cancelled.
    func read(from descriptor: Int32, width: Int, height: Int, pixels format: DecodedPixels, hasAlpha: Bool) {
        let bytes = format == .rgba ? width * height * 4 : YUV420Picture.byteCount(width: width, height: height)
        var previous: [UInt8]?
        for k in 0..<count {
            condition.lock()
            while stored.count >= window && !cancelled { condition.wait() }
            let stop = cancelled
            condition.unlock()
            if stop { break }
            var complete = false
            let pixels = [UInt8](unsafeUninitializedCapacity: bytes) { buffer, initialized in
                var got = 0
                while got < bytes {
                    let n = posixRead(descriptor, buffer.baseAddress! + got, bytes - got)
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { break }
                    got += n
                }
                complete = got == bytes
                // A short frame is dropped whole; the bytes are never read.
                initialized = complete ? bytes : 0
            }
            guard complete else { break }
            let repeats = previous.map { p in p.withUnsafeBytes { a in pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, bytes) == 0 } } } ?? false
            let picture: DecodedFrame.Picture
            if format == .rgba {
                var image = Image(width: width, height: height, premultipliedPixels: pixels)
                if hasAlpha { image = Self.opaqueOverBlack(image) }
                picture = .rgba(image)
            } else {
                picture = .yuv420(YUV420Picture(width: width, height: height, bytes: pixels)!)
            }
            previous = pixels
            let frame = DecodedFrame(picture: picture, repeatsPrevious: repeats && k > 0)
            condition.lock()
            stored[k] = frame
            last = frame
            produced = k + 1
            condition.broadcast()
            condition.unlock()
        }
        condition.lock()
        readerDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// Straight RGBA as decoded, premultiplied and then made opaque: the colour over black.
    private static func opaqueOverBlack(_ straight: Image) -> Image {
        var image = Image(width: straight.width, height: straight.height, straightPixels: straight.pixels)
        image.withUnsafeMutableBytes { raw in
            var i = 3
            while i < raw.count { raw[i] = 255; i += 4 }
        }
        return image
    }

    func collectErrors(from handle: FileHandle) {
        let data = handle.readDataToEndOfFile()
        condition.lock()
        errorText = String(decoding: data, as: UTF8.self)
        condition.broadcast()
        condition.unlock()
    }

    func exited(status: Int32, bySignal: Bool) {
        condition.lock()
        exit = FFmpegExit(status: status, bySignal: bySignal)
        condition.broadcast()
        condition.unlock()
    }

    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }

    func take(_ i: Int) throws -> DecodedFrame {
        condition.lock()
        defer { condition.unlock() }
        while stored[i] == nil && !(readerDone && produced <= i) && !cancelled { condition.wait() }
        if let frame = stored.removeValue(forKey: i) {
            condition.broadcast()
            return frame
        }
        if cancelled { throw MotionError.recording(.decodingStopped(file: file)) }
        // Past ffmpeg's last frame: the end must be a clean one, then the last picture holds.
        while exit == nil || errorText == nil { condition.wait() }
        if let failure = failureLocked(framesRead: produced) { throw failure }
        guard var held = last else {
            throw MotionError.recording(.noFramesDecoded(file: file))
        }
        held.repeatsPrevious = true
        return held
    }

    func waitForEnd() throws {
        condition.lock()
        defer { condition.unlock() }
        while (exit == nil || errorText == nil || !readerDone) && !cancelled { condition.wait() }
        if let failure = failureLocked(framesRead: produced) { throw failure }
    }

    /// The one line for ffmpeg's end, when it was not a clean one (called under the lock).
    private func failureLocked(framesRead: Int) -> MotionError? {
        guard let exit else { return nil }
        let last = errorText?.split(whereSeparator: \.isNewline).last.map { Recording.trimmed(String($0), file: file) }
        if exit.bySignal || exit.status != 0 {
            return .recording(.decoderFailed(file: file, framesRead: framesRead, exit: exit, lastLine: last))
        }
        if let last { return .recording(.damaged(file: file, ffmpegSays: last)) }
        return nil
    }
}

/// `read(2)`, named apart from the methods called `read`.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
