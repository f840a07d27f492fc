import Codecs
import Raster

/// Where a clip's frames go, in order: an encoder writing one file, or a folder of PNGs.
/// Invariant: nothing appears at the output until `finish()` returns; `abandon()` (or an error)
/// leaves no partial output behind.
public protocol FrameSink: AnyObject {
    func append(_ frame: Image) throws
    /// Appends the last frame appended once more (a recording that held still), as cheaply as
    /// the format allows. Only after an `append`.
    func repeatLast() throws
    func finish() throws
    func abandon()
}

/// An APNG file written as frames arrive (through `AtomicFileStream`).
public final class APNGFileSink: FrameSink {
    private let file: AtomicFileStream
    private var writer: APNGWriter!
    private let delay: FrameDelay
    private var last: Image?

    public convenience init(path: String, width: Int, height: Int, clip: Clip, hasAlpha: Bool, colour: ColourInfo,
                            options: PNGEncodeOptions) throws {
        try self.init(path: path, width: width, height: height, frameCount: clip.frames.count, delay: clip.delay,
                      plays: clip.plays, hasAlpha: hasAlpha, colour: colour, options: options)
    }

    /// `frameCount` frames each shown for `delay`, played `plays` times (0 = for ever).
    public init(path: String, width: Int, height: Int, frameCount: Int, delay: FrameDelay, plays: Int, hasAlpha: Bool,
                colour: ColourInfo, options: PNGEncodeOptions) throws {
        let file = try AtomicFileStream(path: path)
        self.file = file
        self.delay = delay
        writer = APNGWriter(width: width, height: height, frameCount: frameCount, plays: plays,
                            hasAlpha: hasAlpha, colour: colour, options: options, file: path) { try file.write($0) }
    }

    public func append(_ frame: Image) throws { try writer.append(frame, delay: delay); last = frame }
    public func repeatLast() throws { try writer.append(last!, delay: delay) }
    public func finish() throws { try writer.finish(); try file.commit() }
    public func abandon() { file.abandon() }
}

/// A GIF file written as frames arrive, with a palette chosen beforehand for the whole clip.
public final class GIFFileSink: FrameSink {
    private let file: AtomicFileStream
    private var writer: GIFWriter!
    private let delay: FrameDelay
    private var last: Image?

    public convenience init(path: String, width: Int, height: Int, clip: Clip, palette: GIFPalette,
                            transparency: GIFTransparency) throws {
        try self.init(path: path, width: width, height: height, delay: clip.delay, plays: clip.plays, palette: palette,
                      transparency: transparency)
    }

    /// Frames each shown for `delay`, played `plays` times (0 = for ever).
    public init(path: String, width: Int, height: Int, delay: FrameDelay, plays: Int, palette: GIFPalette,
                transparency: GIFTransparency) throws {
        let file = try AtomicFileStream(path: path)
        self.file = file
        self.delay = delay
        writer = GIFWriter(width: width, height: height, palette: palette, transparency: transparency,
                           plays: plays, file: path) { try file.write($0) }
    }

    public func append(_ frame: Image) throws { try writer.append(frame, delay: delay); last = frame }
    public func repeatLast() throws { try writer.append(last!, delay: delay) }
    public func finish() throws { try writer.finish(); try file.commit() }
    public func abandon() { file.abandon() }
}

/// Numbered PNG frames (`frame-0001.png`, …) in a folder; on failure the frames written so far
/// are removed again. Each frame's encoded bytes go to `write` with its name (by default an
/// atomic write into the folder): the caller may record them first, and write them through its
/// own checks.
public final class FramesFolderSink: FrameSink {
    public let folder: String
    private let colour: ColourInfo
    private let options: EncodeOptions
    private let write: (_ name: String, _ bytes: [UInt8]) throws -> Void
    private var written: [String] = []
    private let frameCount: Int
    private var last: Image?

    public init(folder: String, frameCount: Int, colour: ColourInfo, options: EncodeOptions,
                write: ((_ name: String, _ bytes: [UInt8]) throws -> Void)? = nil) {
        self.folder = folder; self.colour = colour; self.options = options
        self.write = write ?? { name, bytes in try AtomicFile.write(bytes, to: folder + "/" + name) }
        self.frameCount = frameCount
    }

    /// The name of frame `n` (1-based) of a clip of `frameCount` frames: at least four digits.
    public static func name(_ n: Int, of frameCount: Int) -> String {
        let number = String(n), digits = max(4, String(frameCount).count)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }

    public func name(_ n: Int) -> String { Self.name(n, of: frameCount) }

    public func append(_ frame: Image) throws {
        let name = name(written.count + 1), path = folder + "/" + name
        let bytes: [UInt8]
        do { bytes = try ImageFile.encode(frame, colour: colour, format: .png, options: options) } catch let e as CodecError {
            throw CodecError(file: path, reason: e.reason)
        }
        try write(name, bytes)
        written.append(path)
        last = frame
    }

    public func repeatLast() throws { try append(last!) }

    public func finish() throws {}

    public func abandon() {
        for path in written { _ = unlinkFile(path) }
        written = []
    }
}

#if canImport(Glibc)
import Glibc
private func unlinkFile(_ path: String) -> Int32 { Glibc.unlink(path) }
#elseif canImport(Darwin)
import Darwin
private func unlinkFile(_ path: String) -> Int32 { Darwin.unlink(path) }
#endif
