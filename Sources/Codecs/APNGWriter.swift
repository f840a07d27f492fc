import Raster

/// Writes an animated PNG frame by frame, in order, without holding the clip: the first frame is
/// the default image (IDAT), each later one is cropped to the rectangle that changed since the
/// previous frame and written with APNG_DISPOSE_OP_NONE and APNG_BLEND_OP_SOURCE, so its pixels
/// (alpha included) replace that rectangle exactly and transparency never accumulates.
/// Invariant: the bytes handed to `output` so far are a prefix of a valid APNG of `frameCount`
/// frames; `finish()` completes it after exactly `frameCount` frames.
public final class APNGWriter {
    public let width: Int
    public let height: Int
    public let frameCount: Int
    /// How many times the clip plays; 0 = for ever.
    public let plays: Int
    public let hasAlpha: Bool
    private let colour: ColourInfo
    private let options: PNGEncodeOptions
    private let output: ([UInt8]) throws -> Void
    private let file: String
    private var previous: Image?
    private var sequence: UInt32 = 0
    private var tail: [UInt8] = []
    /// Frames written so far.
    public private(set) var framesWritten = 0

    /// A writer of a `width × height` animation of `frameCount` frames (≥ 1) played `plays` times
    /// (0 = for ever). Without alpha the frames are written as RGB (their alpha ignored).
    public init(width: Int, height: Int, frameCount: Int, plays: Int, hasAlpha: Bool,
                colour: ColourInfo = ColourInfo(), options: PNGEncodeOptions = PNGEncodeOptions(),
                file: String = "animation", output: @escaping ([UInt8]) throws -> Void) {
        precondition(width >= 1 && height >= 1 && frameCount >= 1 && plays >= 0, "bad animation parameters")
        self.width = width; self.height = height; self.frameCount = frameCount; self.plays = plays
        self.hasAlpha = hasAlpha; self.colour = colour; self.options = options; self.output = output
        self.file = file
    }

    /// Appends the next frame (the canvas's size), shown for `delay`. Errors are `CodecError`s
    /// naming `file`.
    public func append(_ frame: Image, delay: FrameDelay) throws {
        do { try appendFrame(frame, delay: delay) } catch let failure as CodecFailure {
            throw CodecError(file: file, reason: failure.reason)
        }
    }

    private func appendFrame(_ frame: Image, delay: FrameDelay) throws {
        precondition(frame.width == width && frame.height == height, "every frame has the canvas's size")
        guard framesWritten < frameCount else {
            throw CodecFailure(.moreFramesThanAnnounced(frameCount))
        }
        let level = Int32(min(max(options.compressionLevel, 0), 9))
        let bytesPerPixel = hasAlpha ? 4 : 3
        if let previous {
            // An unchanged frame still needs a rectangle: one pixel, rewritten as it is.
            let rect = FrameDifference.changedRect(previous, frame) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
            let part = rect.width == width && rect.height == height ? frame : frame.cropped(to: rect)
            guard let stream = PNGEncoder.zlibStream(of: part, bytesPerPixel: bytesPerPixel, filter: options.filter,
                                                     level: level) else {
                throw CodecFailure(.cannotCompressFrame(framesWritten + 1))
            }
            var bytes = frameControl(rect, delay: delay).bytes
            var at = 0
            repeat {
                let n = min(stream.count - at, Self.chunkMax)
                var data = [UInt8]()
                data.reserveCapacity(n + 4)
                data.appendBigEndian(nextSequence())
                data += stream[at..<at + n]
                bytes += PNGChunk("fdAT", data).bytes
                at += n
            } while at < stream.count
            try output(bytes)
        } else {
            guard let stream = PNGEncoder.zlibStream(of: frame, bytesPerPixel: bytesPerPixel, filter: options.filter,
                                                     level: level) else {
                throw CodecFailure(.cannotCompressFrame(1))
            }
            let png = try PNGEncoder.container(width: width, height: height, hasAlpha: hasAlpha, colour: colour,
                                               zlibStream: stream)
            guard let chunks = PNGChunk.split(png), let firstData = chunks.firstIndex(where: { $0.type == Array("IDAT".utf8) })
            else { throw CodecFailure(.noImageData) }
            var bytes = PNGChunk.signature
            for chunk in chunks[..<firstData] { bytes += chunk.bytes }
            var control = [UInt8]()
            control.appendBigEndian(UInt32(frameCount))
            control.appendBigEndian(UInt32(plays))
            bytes += PNGChunk("acTL", control).bytes
            bytes += frameControl(PixelRect(x: 0, y: 0, width: width, height: height), delay: delay).bytes
            for chunk in chunks[firstData...] {
                if chunk.type == Array("IEND".utf8) { tail = chunk.bytes } else { bytes += chunk.bytes }
            }
            try output(bytes)
        }
        previous = frame
        framesWritten += 1
    }

    /// Writes the end of the file. Throws unless exactly `frameCount` frames were appended.
    public func finish() throws {
        guard framesWritten == frameCount else {
            throw CodecError(file: file, reason: .framesMissing(written: framesWritten, announced: frameCount))
        }
        try output(tail)
        previous = nil
    }

    /// The largest fdAT chunk written.
    static let chunkMax = 1 << 20

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    /// fcTL: sequence, size, offset, delay, dispose NONE (0), blend SOURCE (0).
    private func frameControl(_ rect: PixelRect, delay: FrameDelay) -> PNGChunk {
        var data = [UInt8]()
        data.appendBigEndian(nextSequence())
        data.appendBigEndian(UInt32(rect.width))
        data.appendBigEndian(UInt32(rect.height))
        data.appendBigEndian(UInt32(rect.x))
        data.appendBigEndian(UInt32(rect.y))
        data.appendBigEndian(delay.numerator)
        data.appendBigEndian(delay.denominator)
        data += [0, 0]
        return PNGChunk("fcTL", data)
    }
}
